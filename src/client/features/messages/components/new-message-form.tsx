import { AUDIENCE_LABELS, BODY_MAX, newMessageRequest, type SentMessage, SUBJECT_MAX } from "@shared/api/messages";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Controller } from "react-hook-form";
import { useSearch } from "wouter";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { errorText, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { eventsQuery } from "@/features/events/api";
import { patrolsQuery } from "@/features/patrols/api";
import { errorMessage } from "@/lib/api-request";
import { formatDate } from "@/lib/format-date";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { recipientCountQuery, refreshMessages, sendMessage } from "../api";
import {
  AUDIENCE_CHOICES,
  AUDIENCE_HINTS,
  audienceInSearch,
  countableAudience,
  eventsToChoose,
  needsEvent,
  recipientsSentence,
  sentSentence,
} from "../message-rules";
import { CharacterCount } from "./character-count";

type Values = z.input<typeof newMessageRequest>;

const EMPTY = { subject: "", body: "", audience: { kind: undefined, eventId: undefined, patrolId: undefined } } as unknown as Values;

/**
 * A leader writes to an audience: subject, body (with its count against the limit) and who it is
 * for, checked by the shared request schema. How many people the audience reaches is shown as soon
 * as it is chosen, and again whenever it changes, before anything is sent; an audience of nobody is
 * not sent to.
 */
export function NewMessageForm({ onSent }: { onSent?: (sent: SentMessage) => void }) {
  const id = useId();
  // An event's replies link here with its "no answer yet" audience chosen.
  const asked = audienceInSearch(useSearch());
  const form = useRequestForm({
    schema: newMessageRequest,
    defaults: asked ? ({ ...EMPTY, audience: { kind: asked.kind, eventId: asked.eventId } } as Values) : EMPTY,
  });
  const { errors } = form.formState;
  // Registered here, in the form's order, so a refused send focuses the first field that needs work
  // (the radios below register while this component renders, before the fields' own render).
  const subjectField = form.register("subject");
  const bodyField = form.register("body");
  const kind = form.watch("audience.kind");
  const eventId = form.watch("audience.eventId");
  const patrolId = form.watch("audience.patrolId");
  const length = form.watch("body").length;

  const audience = countableAudience(kind, eventId, patrolId);
  const count = useQuery({ ...recipientCountQuery(audience ?? { kind: "troop" }), enabled: audience !== null });
  const events = useQuery({ ...eventsQuery, enabled: needsEvent(kind) });
  const patrols = useQuery(patrolsQuery);
  // "One patrol" once the troop has patrols to choose from.
  const choices = AUDIENCE_CHOICES.filter((choice) => choice !== "patrol" || (patrols.data?.length ?? 0) > 0);

  const send = useMutation({
    mutationFn: sendMessage,
    onSuccess: async (sent) => {
      toast({
        title: "Message sent",
        description: sentSentence(sent.subject, sent.recipients, sent.emailed),
      });
      form.reset(EMPTY);
      onSent?.(sent);
      await refreshMessages();
    },
    onError: (error) => {
      form.showServerErrors(error);
      toastError(errorMessage(error, "Could not send the message. Please try again."));
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    if (count.data?.recipients === 0 && count.data.emailed === 0) {
      form.setError("audience.kind", { type: "nobody", message: "Nobody is in this audience yet: choose another." }, { shouldFocus: true });
      return;
    }
    // Only an event's audiences carry its id, and only a patrol's its patrol.
    const { kind: chosen, eventId: chosenEvent, patrolId: chosenPatrol } = values.audience;
    const to = needsEvent(chosen)
      ? { kind: chosen, eventId: chosenEvent }
      : chosen === "patrol"
        ? { kind: chosen, patrolId: chosenPatrol }
        : { kind: chosen };
    send.mutate({ ...values, audience: to });
  });

  const audienceError = errorText(errors.audience?.kind) ?? errorText(errors.audience);
  const audienceErrorId = `${id}-audience-error`;

  return (
    <form noValidate className="grid gap-5" onSubmit={onSubmit} aria-label="New message">
      <FormField id={`${id}-subject`} label="Subject" hint={`Up to ${SUBJECT_MAX} characters.`} error={errors.subject} required>
        {(props) => <Input {...props} autoComplete="off" {...subjectField} />}
      </FormField>
      <FormField id={`${id}-body`} label="Message" hint={<CharacterCount length={length} max={BODY_MAX} />} error={errors.body} required>
        {(props) => <Textarea {...props} rows={8} {...bodyField} />}
      </FormField>

      <fieldset className="grid min-w-0 gap-2" aria-describedby={audienceError ? audienceErrorId : undefined}>
        <legend className="mb-2 text-sm font-medium">Who is it for?</legend>
        {choices.map((choice) => (
          <label
            key={choice}
            className="flex cursor-pointer items-start gap-3 rounded-md border bg-background p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              value={choice}
              className="mt-0.5 size-4 shrink-0 accent-primary"
              aria-invalid={audienceError ? true : undefined}
              {...form.register("audience.kind")}
            />
            <span className="min-w-0">
              <span className="block font-medium">{AUDIENCE_LABELS[choice]}</span>
              <span className="block text-xs text-muted-foreground">{AUDIENCE_HINTS[choice]}</span>
            </span>
          </label>
        ))}
        {audienceError && (
          <p id={audienceErrorId} className="break-words text-sm text-destructive">
            {audienceError}
          </p>
        )}
      </fieldset>

      {needsEvent(kind) && (
        <FormField
          id={`${id}-event`}
          label="Event"
          error={errors.audience?.eventId}
          required
          hint={events.isPending ? "Loading the troop's events..." : events.data?.length === 0 ? "The troop has no events yet." : undefined}
        >
          {(props) => (
            <Controller
              control={form.control}
              name="audience.eventId"
              render={({ field }) => (
                <Select value={field.value ?? ""} onValueChange={field.onChange} disabled={!events.data?.length}>
                  <SelectTrigger {...props} ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue placeholder="Choose an event" />
                  </SelectTrigger>
                  <SelectContent>
                    {eventsToChoose(events.data ?? []).map((event) => (
                      <SelectItem key={event.id} value={event.id}>
                        {event.title} · {formatDate(event.startDate)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
      )}

      {kind === "patrol" && (
        <FormField id={`${id}-patrol`} label="Patrol" error={errors.audience?.patrolId} required>
          {(props) => (
            <Controller
              control={form.control}
              name="audience.patrolId"
              render={({ field }) => (
                <Select value={field.value ?? ""} onValueChange={field.onChange}>
                  <SelectTrigger {...props} ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue placeholder="Choose a patrol" />
                  </SelectTrigger>
                  <SelectContent>
                    {(patrols.data ?? []).map((patrol) => (
                      <SelectItem key={patrol.id} value={patrol.id}>
                        {patrol.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
      )}

      <p role="status" data-testid="recipient-count" className="rounded-md bg-muted p-3 text-sm">
        <RecipientsLine
          chosen={Boolean(kind)}
          counting={audience !== null && count.isFetching && !count.data}
          recipients={audience ? count.data?.recipients : undefined}
          emailed={count.data?.emailed ?? 0}
          waitingFor={kind === "patrol" ? "patrol" : "event"}
          error={count.isError ? errorMessage(count.error, "Could not count who it goes to.") : null}
        />
      </p>

      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? "Sending..." : "Send message"}
        </Button>
      </div>
    </form>
  );
}

function RecipientsLine({
  chosen,
  counting,
  recipients,
  emailed,
  error,
  waitingFor,
}: {
  waitingFor: "event" | "patrol";
  chosen: boolean;
  counting: boolean;
  recipients: number | undefined;
  /** Families without an account it reaches by email only. */
  emailed: number;
  error: string | null;
}) {
  if (!chosen) return <>Choose who it is for to see how many people it reaches.</>;
  if (error) return <>{error}</>;
  if (counting) return <>Counting who it goes to...</>;
  if (recipients === undefined) return <>Choose the {waitingFor} to see how many people it reaches.</>;
  return (
    <>
      <strong>{recipientsSentence(recipients, emailed)}</strong>
      {recipients === 0 && emailed === 0 ? ": nobody is in this audience yet." : "."}
    </>
  );
}
