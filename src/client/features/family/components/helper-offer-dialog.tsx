import { HELPER_KINDS, type HelperOffer } from "@shared/api/event-logistics";
import { LIMITS } from "@shared/constants";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import { FormDialog } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { myHelperOfferQuery, saveHelperOffer } from "../api";
import { offerForm } from "../helper-offer-form-rules";

const KIND_TEXT: Record<(typeof HELPER_KINDS)[number], { label: string; hint: string }> = {
  driver: { label: "Drive", hint: "Take scouts there or back in your car." },
  helper: { label: "Help", hint: "Lend a hand at the event (cooking, first aid, setting up…)." },
};

type Props = {
  /** The event to offer help for, or null while closed. */
  event: { id: string; title: string } | null;
  /** The offer already made: the dialog changes it. */
  offer: HelperOffer | null;
  onOpenChange: (open: boolean) => void;
};

/** A parent offers to drive (with how many seats) or to help at an event, with a note; or changes the offer. */
export function HelperOfferDialog({ event, offer, onOpenChange }: Props) {
  const id = useId();
  const open = event !== null;
  const form = useRequestForm({
    schema: offerForm,
    defaults: { kind: offer?.kind ?? "driver", seats: offer?.seats ? String(offer.seats) : "", note: offer?.note ?? "" },
    resetOn: open && [offer],
  });

  const save = useMutation({
    mutationFn: (body: z.output<typeof offerForm>) => saveHelperOffer(event?.id ?? "", body, offer !== null),
    onSuccess: (saved) => {
      toast({ title: offer ? "Offer changed" : "Thank you for offering to help", description: event?.title ?? "" });
      if (event) queryClient.setQueryData(myHelperOfferQuery(event.id).queryKey, saved);
      onOpenChange(false);
    },
    onError: (error) => {
      form.showServerErrors(error);
      toastError(errorMessage(error, "Could not save your offer. Please try again."));
    },
  });
  const kind = form.watch("kind");
  const { errors } = form.formState;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={offer ? "Change your offer" : "Offer help"}
      description={event ? `${event.title}: the leaders see your offer and your phone number.` : ""}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      submitLabel={offer ? "Save offer" : "Offer help"}
      pending={save.isPending}
      dirty={form.formState.isDirty}
    >
      <fieldset className="grid gap-2" aria-describedby={errors.kind ? `${id}-kind-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">How can you help?</legend>
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <div className="grid gap-2 sm:grid-cols-2">
              {HELPER_KINDS.map((k) => (
                <label
                  key={k}
                  className="flex cursor-pointer gap-2 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={k}
                    checked={field.value === k}
                    onChange={() => field.onChange(k)}
                    onBlur={field.onBlur}
                    className="mt-1 size-4 accent-[var(--color-primary)]"
                  />
                  <span>
                    <span className="block font-medium">{KIND_TEXT[k].label}</span>
                    <span className="block text-xs text-muted-foreground">{KIND_TEXT[k].hint}</span>
                  </span>
                </label>
              ))}
            </div>
          )}
        />
        {errors.kind?.message && (
          <p id={`${id}-kind-error`} className="text-sm text-destructive">
            {errors.kind.message}
          </p>
        )}
      </fieldset>
      {kind === "driver" && (
        <FormField
          id={`${id}-seats`}
          label="Seats for scouts *"
          hint={`Between 1 and ${LIMITS.helperSeats}.`}
          error={errors.seats}
          required
        >
          {(props) => <Input {...props} inputMode="numeric" className="max-w-24" {...form.register("seats")} />}
        </FormField>
      )}
      <FormField id={`${id}-note`} label="Note (optional)" hint="For example: back by 6 pm." error={errors.note}>
        {(props) => <Textarea {...props} rows={2} {...form.register("note")} />}
      </FormField>
    </FormDialog>
  );
}
