import type { EventCreateRequest, ScoutEvent } from "@shared/api/events";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { fieldA11y } from "@/components/ui/field-a11y";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toast, toastError } from "@/lib/use-toast";
import { createEvent, refreshEventQueries, updateEvent } from "../api";
import {
  type EventFormErrors,
  type EventFormValues,
  endTimeEnabled,
  endTimeForStart,
  fromIso,
  startTimeAfterDateChange,
  toEventRequest,
  validateEventForm,
} from "../event-form-rules";

export type EventDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event to edit; null or undefined creates a new one. */
  event?: ScoutEvent | null;
  /** Runs after a successful save with the server's event. */
  onSaved?: (event: ScoutEvent) => void;
};

function initialValues(event?: ScoutEvent | null): EventFormValues {
  const start = fromIso(event?.startDate);
  const end = fromIso(event?.endDate);
  return {
    title: event?.title ?? "",
    description: event?.description ?? "",
    imageUrl: event?.imageUrl ?? "",
    startDate: start.date,
    startTime: start.time || "09:00",
    endDate: end.date,
    endTime: end.time,
    location: event?.location ?? "",
    tags: event?.tags.join(", ") ?? "",
    badgeOpportunities: event?.badgeOpportunities.join(", ") ?? "",
    maxParticipants: event?.maxParticipants ? String(event.maxParticipants) : "",
    isFeatured: event?.isFeatured ?? false,
  };
}

/**
 * Create / Edit Event dialog (spec §5): required title, description, start date, location, image URL;
 * badge opportunities comma-separated; maximum participants an integer (non-numeric → 0 = unlimited);
 * a new start date keeps the time (09:00 default); choosing an end date sets end time to start + 8 h
 * (17:00 without a start); end time is disabled until there is an end date.
 */
export function EventDialog({ open, onOpenChange, event, onSaved }: EventDialogProps) {
  const id = useId();
  const isEdit = Boolean(event);
  const [values, setValues] = useState<EventFormValues>(() => initialValues(event));
  const [errors, setErrors] = useState<EventFormErrors>({});

  useEffect(() => {
    if (open) {
      setValues(initialValues(event));
      setErrors({});
    }
  }, [open, event]);

  const mutation = useMutation({
    mutationFn: (body: EventCreateRequest) => (event ? updateEvent(event.id, body) : createEvent(body)),
    onSuccess: async (saved) => {
      toast(
        isEdit
          ? { title: "Event Updated", description: `${saved?.title ?? values.title} has been updated.` }
          : { title: "Event created successfully!" },
      );
      await refreshEventQueries();
      onSaved?.(saved);
      onOpenChange(false);
    },
    onError: () => {
      toastError(isEdit ? "Failed to update event. Please try again." : "Failed to create event");
    },
  });

  function set<K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  }

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const problems = validateEventForm(values);
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    mutation.mutate(toEventRequest(values));
  }

  const field = fieldA11y(id, errors);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{isEdit ? "Edit Event" : "Create Event"}</DialogTitle>
          <DialogDescription>{isEdit ? "Change the event details and save." : "Plan a new adventure for your troop."}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-title`}>Title *</Label>
            <Input {...field.controlProps("title")} value={values.title} onChange={(e) => set("title", e.target.value)} />
            {field.errorFor("title")}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-description`}>Description *</Label>
            <Textarea
              {...field.controlProps("description")}
              value={values.description}
              onChange={(e) => set("description", e.target.value)}
            />
            {field.errorFor("description")}
          </div>
          <div className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-startDate`}>Start Date *</Label>
              <Input
                {...field.controlProps("startDate")}
                type="date"
                value={values.startDate}
                onChange={(e) => {
                  const date = e.target.value;
                  setValues((v) => ({ ...v, startDate: date, startTime: startTimeAfterDateChange(v.startTime) }));
                  if (errors.startDate) setErrors((x) => ({ ...x, startDate: undefined }));
                }}
              />
              {field.errorFor("startDate")}
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-startTime`}>Start Time</Label>
              <Input id={`${id}-startTime`} type="time" value={values.startTime} onChange={(e) => set("startTime", e.target.value)} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-endDate`}>End Date</Label>
              <Input
                id={`${id}-endDate`}
                type="date"
                value={values.endDate}
                min={values.startDate || undefined}
                onChange={(e) => {
                  const date = e.target.value;
                  setValues((v) => ({ ...v, endDate: date, endTime: date ? endTimeForStart(v.startDate, v.startTime) : "" }));
                }}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-endTime`}>End Time</Label>
              <Input
                id={`${id}-endTime`}
                type="time"
                value={values.endTime}
                disabled={!endTimeEnabled(values.endDate)}
                onChange={(e) => set("endTime", e.target.value)}
              />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-location`}>Location *</Label>
            <Input {...field.controlProps("location")} value={values.location} onChange={(e) => set("location", e.target.value)} />
            {field.errorFor("location")}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-imageUrl`}>Image URL *</Label>
            <Input
              {...field.controlProps("imageUrl")}
              type="url"
              inputMode="url"
              placeholder="https://… or /badges/hiker.svg"
              value={values.imageUrl}
              onChange={(e) => set("imageUrl", e.target.value)}
            />
            {field.errorFor("imageUrl")}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-badgeOpportunities`}>Badge Opportunities</Label>
            <Input
              id={`${id}-badgeOpportunities`}
              placeholder="Hiker, Navigator"
              aria-describedby={`${id}-badgeOpportunities-hint`}
              value={values.badgeOpportunities}
              onChange={(e) => set("badgeOpportunities", e.target.value)}
            />
            <p id={`${id}-badgeOpportunities-hint`} className="text-xs text-muted-foreground">
              Separate badge names with commas.
            </p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-tags`}>Tags</Label>
            <Input id={`${id}-tags`} placeholder="outdoor, overnight" value={values.tags} onChange={(e) => set("tags", e.target.value)} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-maxParticipants`}>Maximum Participants</Label>
            <Input
              id={`${id}-maxParticipants`}
              inputMode="numeric"
              placeholder="Leave empty for unlimited"
              value={values.maxParticipants}
              onChange={(e) => set("maxParticipants", e.target.value)}
            />
          </div>
          <div className="flex items-center gap-3">
            <Switch id={`${id}-isFeatured`} checked={values.isFeatured} onCheckedChange={(v) => set("isFeatured", v)} />
            <Label htmlFor={`${id}-isFeatured`}>Featured event</Label>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? "Saving..." : isEdit ? "Update Event" : "Create Event"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
