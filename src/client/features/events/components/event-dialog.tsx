import type { EventCreateRequest, ScoutEvent } from "@shared/api/events";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef } from "react";
import { Controller } from "react-hook-form";
import { FormDialog } from "@/components/form-dialog";
import { SelectField } from "@/components/select-field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { troopFeaturesQuery } from "@/features/troop/api";
import { moneyInputText, useMoney } from "@/features/troop/hooks/use-money";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { createEvent, refreshEventQueries, updateEvent } from "../api";
import {
  type EventFormValues,
  endKeepingLength,
  endTimeEnabled,
  endTimeForStart,
  eventFormFor,
  fromIso,
  startTimeAfterDateChange,
} from "../event-form-rules";

export type EventDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event to edit; null or undefined creates a new one. */
  event?: ScoutEvent | null;
  /** Runs after a successful save with the server's event. */
  onSaved?: (event: ScoutEvent) => void;
};

function initialValues(event: ScoutEvent | null | undefined, currency: string): EventFormValues {
  const start = fromIso(event?.startDate);
  const end = fromIso(event?.endDate);
  return {
    // In the order the form shows them: the first field a refusal names takes focus.
    title: event?.title ?? "",
    description: event?.description ?? "",
    startDate: start.date,
    startTime: start.time || "09:00",
    endDate: end.date,
    endTime: end.time,
    location: event?.location ?? "",
    eventType: event?.eventType ?? "",
    imageUrl: event?.imageUrl ?? "",
    badgeOpportunities: event?.badgeOpportunities.join(", ") ?? "",
    tags: event?.tags.join(", ") ?? "",
    maxParticipants: event?.maxParticipants ? String(event.maxParticipants) : "",
    isFeatured: event?.isFeatured ?? false,
    waitlist: event?.waitlist ?? true,
    consentRequired: event?.consentRequired ?? false,
    consentText: event?.consentText ?? "",
    kitList: event?.kitList.join("\n") ?? "",
    cost: moneyInputText(event?.cost ?? 0, currency),
  };
}

/**
 * Create / Edit Event dialog: required title, description, start date, location, image URL;
 * badge opportunities comma-separated; maximum participants an integer (non-numeric → 0 = unlimited);
 * a new start date keeps the time (09:00 default); choosing an end date sets end time to start + 8 h
 * (17:00 without a start); end time is disabled until there is an end date. The troop's own event
 * types (Troop Settings, Features) are offered in a select once the troop has some.
 */
export function EventDialog({ open, onOpenChange, event, onSaved }: EventDialogProps) {
  const id = useId();
  const isEdit = Boolean(event);
  const { currency } = useMoney();
  const schema = useMemo(() => eventFormFor(currency), [currency]);
  const form = useRequestForm({ schema, defaults: initialValues(event, currency), resetOn: open && [event, currency] });
  const { register, control, handleSubmit, setValue, getValues, watch, formState, showServerErrors } = form;
  const errors = formState.errors;
  const features = useQuery({ ...troopFeaturesQuery, enabled: open });
  const eventTypes = features.data?.customEventTypes ?? [];
  const currentType = event?.eventType ?? null;
  // A type the list no longer has (or has not loaded yet) stays choosable under its key rather than vanishing.
  const typeOptions =
    currentType && !eventTypes.some((t) => t.key === currentType) ? [...eventTypes, { key: currentType, label: currentType }] : eventTypes;

  // The start as it was before the latest change of start date or time: the end moves by as much.
  const startBefore = useRef({ date: "", time: "" });
  useEffect(() => {
    if (!open) return;
    const values = initialValues(event, currency);
    startBefore.current = { date: values.startDate, time: values.startTime };
  }, [open, event, currency]);
  const moveEndWithStart = () => {
    const after = { date: getValues("startDate"), time: getValues("startTime") };
    const end = endKeepingLength(startBefore.current, after, { date: getValues("endDate"), time: getValues("endTime") });
    if (end) {
      setValue("endDate", end.date);
      setValue("endTime", end.time);
    }
    startBefore.current = after;
  };

  // A refusal is told the same way whether this form or the server finds it (the form checks the server's rules).
  const failedToast = () => toastError(isEdit ? "Failed to update event. Please try again." : "Failed to create event");

  const mutation = useMutation({
    mutationFn: (body: EventCreateRequest) => (event ? updateEvent(event.id, body) : createEvent(body)),
    onSuccess: async (saved, body) => {
      toast(
        isEdit
          ? { title: "Event Updated", description: `${saved?.title ?? body.title} has been updated.` }
          : { title: "Event created successfully!" },
      );
      await refreshEventQueries();
      onSaved?.(saved);
      onOpenChange(false);
    },
    onError: (error) => {
      showServerErrors(error);
      failedToast();
    },
  });

  const fieldId = (name: keyof EventFormValues) => `${id}-${name}`;
  const endDate = watch("endDate");
  const consentRequired = watch("consentRequired");
  const switchField = (name: "isFeatured" | "waitlist" | "consentRequired", label: string, hint?: string) => (
    <FormField id={fieldId(name)} label={label} hint={hint} error={errors[name]} layout="inline" className="justify-start">
      {(props) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Switch
              {...props}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              className="order-first"
            />
          )}
        />
      )}
    </FormField>
  );

  return (
    // Closing with changes not saved asks first (the frame's discard guard); a save closes at once.
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? "Edit Event" : "Create Event"}
      description={isEdit ? "Change the event details and save." : "Plan a new adventure for your troop."}
      onSubmit={handleSubmit((body) => mutation.mutate(body), failedToast)}
      submitLabel={isEdit ? "Update Event" : "Create Event"}
      pending={mutation.isPending}
      dirty={formState.isDirty}
    >
      <FormField id={fieldId("title")} label="Title *" error={errors.title} required>
        {(props) => <Input {...props} {...register("title")} />}
      </FormField>
      <FormField id={fieldId("description")} label="Description *" error={errors.description} required>
        {(props) => <Textarea {...props} {...register("description")} />}
      </FormField>
      <div className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2">
        <FormField id={fieldId("startDate")} label="Start Date *" error={errors.startDate} required>
          {(props) => (
            <Input
              {...props}
              type="date"
              {...register("startDate", {
                onChange: () => {
                  setValue("startTime", startTimeAfterDateChange(getValues("startTime")));
                  moveEndWithStart();
                },
              })}
            />
          )}
        </FormField>
        <FormField id={fieldId("startTime")} label="Start Time" error={errors.startTime}>
          {(props) => <Input {...props} type="time" {...register("startTime", { onChange: moveEndWithStart })} />}
        </FormField>
        <FormField id={fieldId("endDate")} label="End Date" error={errors.endDate}>
          {(props) => (
            <Input
              {...props}
              type="date"
              min={watch("startDate") || undefined}
              {...register("endDate", {
                // A first end date gets an end time (start + 8 hours); a chosen end time stays.
                onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
                  if (!e.target.value) setValue("endTime", "");
                  else if (!getValues("endTime")) setValue("endTime", endTimeForStart(getValues("startDate"), getValues("startTime")));
                },
              })}
            />
          )}
        </FormField>
        <FormField id={fieldId("endTime")} label="End Time" error={errors.endTime}>
          {(props) => <Input {...props} type="time" disabled={!endTimeEnabled(endDate)} {...register("endTime")} />}
        </FormField>
      </div>
      <FormField id={fieldId("location")} label="Location *" error={errors.location} required>
        {(props) => <Input {...props} {...register("location")} />}
      </FormField>
      {typeOptions.length > 0 && (
        <SelectField
          control={control}
          name="eventType"
          id={fieldId("eventType")}
          label="Event type"
          error={errors.eventType}
          noneLabel="No type"
          options={typeOptions.map((t) => ({ value: t.key, label: t.label }))}
        />
      )}
      <FormField id={fieldId("imageUrl")} label="Image URL *" error={errors.imageUrl} required>
        {(props) => <Input {...props} type="url" inputMode="url" placeholder="https://… or /badges/hiker.svg" {...register("imageUrl")} />}
      </FormField>
      <FormField
        id={fieldId("badgeOpportunities")}
        label="Badge Opportunities"
        hint="Separate badge names with commas."
        error={errors.badgeOpportunities}
      >
        {(props) => <Input {...props} placeholder="Hiker, Navigator" {...register("badgeOpportunities")} />}
      </FormField>
      <FormField id={fieldId("tags")} label="Tags" error={errors.tags}>
        {(props) => <Input {...props} placeholder="outdoor, overnight" {...register("tags")} />}
      </FormField>
      <FormField id={fieldId("maxParticipants")} label="Maximum Participants" error={errors.maxParticipants}>
        {(props) => <Input {...props} inputMode="numeric" placeholder="Leave empty for unlimited" {...register("maxParticipants")} />}
      </FormField>
      {switchField("isFeatured", "Featured event")}
      <fieldset className="grid gap-4 rounded-lg border p-3">
        <legend className="px-1 text-sm font-semibold">Replies, consent, kit and cost</legend>
        {switchField("waitlist", "Waiting list", 'When the event is full, a "Going" waits for a free place.')}
        {switchField("consentRequired", "Parents must sign consent", "Scouts count as going only once a parent has signed.")}
        {consentRequired && (
          <FormField
            id={fieldId("consentText")}
            label="Consent text *"
            hint="What parents agree to when they sign."
            error={errors.consentText}
            required
          >
            {(props) => <Textarea {...props} rows={4} {...register("consentText")} />}
          </FormField>
        )}
        <FormField id={fieldId("kitList")} label="Kit list" hint="One item per line, like Sleeping bag." error={errors.kitList}>
          {(props) => <Textarea {...props} rows={4} placeholder={"Sleeping bag\nTorch\nWater bottle"} {...register("kitList")} />}
        </FormField>
        <FormField id={fieldId("cost")} label={`Cost (${currency})`} hint="Leave empty when the event is free." error={errors.cost}>
          {(props) => <Input {...props} inputMode="decimal" placeholder="0.00" className="max-w-40" {...register("cost")} />}
        </FormField>
      </fieldset>
    </FormDialog>
  );
}
