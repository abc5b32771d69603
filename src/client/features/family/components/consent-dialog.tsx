import type { ConsentRecord, ConsentSignRequest } from "@shared/api/event-logistics";
import { LIMITS } from "@shared/constants";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { Controller } from "react-hook-form";
import { FormDialog } from "@/components/form-dialog";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-request";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { type FamilyEvent, keepConsent, refreshFamilyQueries, signConsent } from "../api";
import { consentForm } from "../consent-form-rules";

type Props = {
  scoutId: string;
  childName: string;
  /** The event to sign for, or null while closed. */
  event: FamilyEvent | null;
  onOpenChange: (open: boolean) => void;
  onSigned?: (record: ConsentRecord) => void;
};

/**
 * A parent signs an event's consent: the event's text as the leaders wrote it, a tick for "I agree"
 * and their full name typed as a signature, checked by the shared consent schema.
 */
export function ConsentDialog({ scoutId, childName, event, onOpenChange, onSigned }: Props) {
  const id = useId();
  const open = event !== null;
  const form = useRequestForm({ schema: consentForm, defaults: { agree: false, signedName: "" }, resetOn: open && [event] });

  const sign = useMutation({
    mutationFn: (body: ConsentSignRequest) => signConsent(scoutId, event?.id ?? "", body),
    onSuccess: async (record) => {
      if (event) keepConsent(scoutId, event.id, record);
      toast({ title: "Consent signed", description: `${childName} · ${event?.title ?? ""}` });
      onSigned?.(record);
      onOpenChange(false);
      await refreshFamilyQueries();
      // The list read again may not carry the consent: keep the one just signed.
      if (event) keepConsent(scoutId, event.id, record);
    },
    onError: (error) => {
      form.showServerErrors(error);
      toastError(errorMessage(error, "Could not sign the consent. Please try again."));
    },
  });

  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Consent for ${childName}`}
      description={event ? `${event.title}: read what you agree to, tick the box and type your full name to sign.` : ""}
      onSubmit={form.handleSubmit((body) => sign.mutate(body))}
      submitLabel="Sign"
      pendingLabel="Signing..."
      pending={sign.isPending}
      dirty={form.formState.isDirty}
    >
      <section aria-labelledby={`${id}-text`} className="grid gap-1">
        <h3 id={`${id}-text`} className="text-sm font-semibold">
          What you agree to
        </h3>
        <div
          className="max-h-48 overflow-y-auto rounded-md border bg-muted/40 p-3 text-sm whitespace-pre-wrap"
          // A long text scrolls: as a labelled region in the tab order, a keyboard can scroll it.
          {...{ tabIndex: 0, role: "region", "aria-label": "Consent text" }}
          data-testid="consent-text"
        >
          {event?.consentText || "The leaders have not written the consent text yet."}
        </div>
      </section>
      <FormField id={`${id}-agree`} label={`I agree, for ${childName}`} error={errors.agree} layout="inline" className="justify-start">
        {(props) => (
          <Controller
            control={form.control}
            name="agree"
            render={({ field }) => (
              <Checkbox
                {...props}
                ref={field.ref}
                checked={field.value}
                onCheckedChange={(value) => field.onChange(value === true)}
                onBlur={field.onBlur}
                className="order-first mt-0.5"
              />
            )}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-signedName`}
        label="Your full name"
        hint="Typing your name signs the consent."
        error={errors.signedName}
        required
      >
        {(props) => <Input {...props} autoComplete="name" maxLength={LIMITS.signedName} {...form.register("signedName")} />}
      </FormField>
    </FormDialog>
  );
}
