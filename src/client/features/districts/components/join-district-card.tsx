import { INVITE_MESSAGES } from "@shared/api/invites";
import { joinTroopRequest } from "@shared/api/memberships";
import { useMutation } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-request";
import { useRequestForm } from "@/lib/use-request-form";
import { toast } from "@/lib/use-toast";
import { joinTroop, switchTroop } from "../../memberships/api";
import { refreshAfterJoiningDistrict } from "../district-changes";

/**
 * For an account that is no district's commissioner yet: the code from a commissioner's invite email
 * makes it one. The invite is personal, so a refusal (another address's code, a used one) is said at
 * the field. A troop's code typed here joins that troop, as the troop switcher's form does.
 */
export function JoinDistrictCard() {
  const id = useId();
  const form = useRequestForm({ schema: joinTroopRequest, defaults: { code: "" } });
  const join = useMutation({
    mutationFn: (body: { code: string }) => joinTroop(body.code),
    onSuccess: async (joined) => {
      if ("district" in joined) {
        toast({ title: `You are a commissioner of ${joined.district.name}`, description: "Its troops' counts are below." });
        await refreshAfterJoiningDistrict();
      } else {
        toast({ title: `You joined ${joined.troop.name}` });
        await switchTroop(joined.troop.id);
      }
    },
    onError: (error) => {
      if (form.showServerErrors(error).length > 0) return;
      form.setError("code", { type: "server", message: errorMessage(error, INVITE_MESSAGES.invalid) }, { shouldFocus: true });
    },
  });
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold leading-none">
          <KeyRound className="size-5" aria-hidden="true" />
          Join a district
        </h2>
        <CardDescription>
          A district's commissioners see how its troops are doing: counts only, never a child's details. Enter the code from your invite
          email; it works for the address it was sent to.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-wrap items-end gap-3" noValidate onSubmit={form.handleSubmit((body) => join.mutate(body))}>
          <FormField id={`${id}-code`} label="Invite code" error={form.formState.errors.code} className="min-w-0 flex-1">
            {(props) => <Input {...props} autoComplete="off" autoCapitalize="characters" spellCheck={false} {...form.register("code")} />}
          </FormField>
          <Button type="submit" disabled={join.isPending}>
            {join.isPending ? "Joining..." : "Join district"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
