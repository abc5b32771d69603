import { accountPhoneRequest } from "@shared/api/account";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Phone } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-request";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { accountPhoneQuery, saveAccountPhone } from "../api";

/**
 * "Your phone number": the number leaders ring about a child. It shows on the camp sheet of an event
 * the child goes to and with an offer to drive or help, and nowhere else.
 */
export function PhoneCard() {
  const id = useId();
  const current = useQuery(accountPhoneQuery);
  const { register, handleSubmit, reset, formState, showServerErrors } = useRequestForm({
    schema: accountPhoneRequest,
    defaults: { phone: current.data?.phone ?? "" },
    resetOn: [current.data],
  });

  const save = useMutation({
    mutationFn: saveAccountPhone,
    onSuccess: (saved) => {
      reset({ phone: saved.phone ?? "" });
      toast({ title: saved.phone ? "Phone number saved" : "Phone number removed" });
    },
    onError: (error) => {
      showServerErrors(error);
      toastError(errorMessage(error, "Could not save your phone number. Please try again."));
    },
  });

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold leading-none">
          <Phone className="size-5" aria-hidden="true" />
          Your phone number
        </h2>
        <CardDescription>
          Leaders see it on the camp sheet of an event your child goes to, and with an offer to drive or help.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-wrap items-end gap-3" noValidate onSubmit={handleSubmit((body) => save.mutate(body))}>
          <FormField
            id={`${id}-phone`}
            label="Phone"
            hint="Leave it empty to remove it."
            error={formState.errors.phone}
            className="min-w-0 flex-1"
          >
            {(props) => (
              <Input
                {...props}
                type="tel"
                autoComplete="tel"
                disabled={current.isPending}
                placeholder="+44 7700 900123"
                {...register("phone")}
              />
            )}
          </FormField>
          <Button type="submit" disabled={save.isPending || current.isPending}>
            {save.isPending ? "Saving..." : "Save phone"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
