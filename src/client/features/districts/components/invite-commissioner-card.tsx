import { commissionerInviteRequest } from "@shared/api/districts";
import { useMutation } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-request";
import { useRequestForm } from "@/lib/use-request-form";
import { toast } from "@/lib/use-toast";
import { inviteCommissioner } from "../district-changes";

/** A commissioner invites another to the district: the server emails them a code for that address alone. */
export function InviteCommissionerCard({ districtId, districtName }: { districtId: string; districtName: string }) {
  const id = useId();
  const form = useRequestForm({ schema: commissionerInviteRequest, defaults: { email: "", districtId }, resetOn: [districtId] });
  const invite = useMutation({
    mutationFn: inviteCommissioner,
    onSuccess: ({ email }) => {
      form.reset({ email: "", districtId });
      toast({ title: `Invite sent to ${email}`, description: "The code in it works once, for 14 days, for that address." });
    },
    onError: (error) => {
      if (form.showServerErrors(error).length > 0) return;
      form.setError(
        "email",
        { type: "server", message: errorMessage(error, "Could not send the invite. Please try again.") },
        { shouldFocus: true },
      );
    },
  });
  return (
    <Card className="print:hidden">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold leading-none">
          <UserPlus className="size-5" aria-hidden="true" />
          Invite a commissioner
        </h2>
        <CardDescription>They see {districtName}'s overview as you do, once they join with the code their email brings.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-wrap items-end gap-3" noValidate onSubmit={form.handleSubmit((body) => invite.mutate(body))}>
          <FormField id={`${id}-email`} label="Email" error={form.formState.errors.email} className="min-w-0 flex-1">
            {(props) => <Input {...props} type="email" autoComplete="off" {...form.register("email")} />}
          </FormField>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? "Sending..." : "Send invite"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
