import { zodResolver } from "@hookform/resolvers/zod";
import { accountPhoneRequest } from "@shared/api/account";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Phone } from "lucide-react";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-request";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { toast, toastError } from "@/lib/use-toast";
import { accountPhoneQuery, saveAccountPhone } from "../api";

type Values = z.input<typeof accountPhoneRequest>;

/**
 * "Your phone number": the number leaders ring about a child. It shows on the camp sheet of an event
 * the child goes to and with an offer to drive or help, and nowhere else.
 */
export function PhoneCard() {
  const id = useId();
  const current = useQuery(accountPhoneQuery);
  const form = useForm<Values, unknown, z.output<typeof accountPhoneRequest>>({
    resolver: zodResolver(accountPhoneRequest),
    defaultValues: { phone: "" },
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  useEffect(() => {
    if (current.data) reset({ phone: current.data.phone ?? "" });
  }, [current.data, reset]);

  const save = useMutation({
    mutationFn: saveAccountPhone,
    onSuccess: (saved) => {
      reset({ phone: saved.phone ?? "" });
      toast({ title: saved.phone ? "Phone number saved" : "Phone number removed" });
    },
    onError: (error) => {
      applyServerFieldErrors(setError, error, ["phone"]);
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
