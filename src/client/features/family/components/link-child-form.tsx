import { INVITE_MESSAGES, linkChildRequest } from "@shared/api/invites";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-request";
import { useRequestForm } from "@/lib/use-request-form";
import { toast } from "@/lib/use-toast";
import { linkChild, refreshFamilyQueries } from "../api";

/**
 * Add another child: the child's parent invite code, checked by the shared request schema. A refusal
 * is said at the field: the server's field message, else its reason (an unknown or used code).
 */
export function LinkChildForm() {
  const id = useId();
  const { register, handleSubmit, reset, setError, formState, showServerErrors } = useRequestForm({
    schema: linkChildRequest,
    defaults: { inviteCode: "" },
  });
  const link = useMutation({
    mutationFn: (body: z.output<typeof linkChildRequest>) => linkChild(body.inviteCode),
    onSuccess: async (child) => {
      reset({ inviteCode: "" });
      toast({ title: "Child added", description: `${child.scout.name} is now on your family page.` });
      await refreshFamilyQueries();
    },
    onError: (error) => {
      if (showServerErrors(error).length > 0) return;
      setError("inviteCode", { type: "server", message: errorMessage(error, INVITE_MESSAGES.invalid) }, { shouldFocus: true });
    },
  });
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none">Add another child</h2>
        <CardDescription>Each child has their own parent invite code from the leader.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-wrap items-end gap-3" noValidate onSubmit={handleSubmit((body) => link.mutate(body))}>
          <FormField id={`${id}-code`} label="Parent invite code" error={formState.errors.inviteCode} className="min-w-0 flex-1">
            {(props) => <Input {...props} autoComplete="off" autoCapitalize="characters" spellCheck={false} {...register("inviteCode")} />}
          </FormField>
          <Button type="submit" disabled={link.isPending}>
            Add child
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
