import { type AttendanceRecord, type AttendanceStatus, eventHasStarted } from "@shared/api/attendance";
import type { ScoutEvent } from "@shared/api/events";
import type { Scout } from "@shared/api/scouts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { CalendarCheck, Check, Loader2, X } from "lucide-react";
import { Fragment, useId, useState } from "react";
import { filterByPatrol, groupScoutsByPatrol, type PatrolFilter, PatrolFilterSelect } from "@/components/patrol-filter";
import { PatrolMark } from "@/components/patrol-mark";
import { SelectField } from "@/components/select-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorText } from "@/components/ui/form-field";
import { formatDate } from "@/lib/format-date";
import { useUnsavedChanges } from "@/lib/unsaved-changes";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { cn } from "@/lib/utils";
import { patrolsQuery } from "../../patrols/api";
import { recordAttendance, refreshAttendanceQueries } from "../api";
import { ATTENDANCE_FIELD_ALIASES, type AttendanceFormValues, attendanceForm } from "../attendance-form-rules";

/**
 * Record Attendance: choose an event, mark scouts present or absent (or all at once), then Save Attendance
 * (one POST per marked scout). Marks are pending until saved and are cleared when the event changes.
 * Nothing chosen or marked is refused with a toast and at the field; so is the server's refusal (an
 * event that has not started).
 */
export function RecordAttendanceForm({ scouts, events, records }: { scouts: Scout[]; events: ScoutEvent[]; records: AttendanceRecord[] }) {
  const id = useId();
  // Attendance is for events under way or over: those still to come are not offered.
  const started = events.filter((e) => eventHasStarted(e.startDate));
  const form = useRequestForm({
    schema: attendanceForm,
    defaults: { eventId: "", marks: {} } as AttendanceFormValues,
    aliases: ATTENDANCE_FIELD_ALIASES,
  });
  const { control, handleSubmit, setValue, clearErrors, watch, formState, showServerErrors } = form;
  const errors = formState.errors;
  const eventId = watch("eventId");
  const marks = watch("marks");
  const markedCount = Object.keys(marks).length;
  // Marks not saved yet are changes: leaving the tab or the page asks first.
  useUnsavedChanges(markedCount > 0);

  const setMarks = (next: AttendanceFormValues["marks"]) => {
    setValue("marks", next, { shouldDirty: true });
    clearErrors("marks");
  };

  const mutation = useMutation({
    mutationFn: (body: AttendanceFormValues) => recordAttendance(body.eventId, body.marks),
    onSuccess: (_, body) => {
      const count = Object.keys(body.marks).length;
      const event = events.find((e) => e.id === body.eventId);
      toast({
        title: "Attendance Recorded",
        description: `Saved attendance for ${count} ${count === 1 ? "scout" : "scouts"}${event ? ` at ${event.title}` : ""}.`,
      });
      setMarks({});
    },
    onError: (error) => {
      showServerErrors(error);
      toastError("Failed to record attendance. Please try again.");
    },
    onSettled: () => void refreshAttendanceQueries(),
  });

  const onSubmit = handleSubmit(
    (body) => mutation.mutate(body),
    (refused) => {
      const message = errorText(refused.eventId) ?? errorText(refused.marks);
      if (message) toastError(message, "Selection Required");
    },
  );

  // Once the troop has patrols: a patrol filter, and the scouts grouped by patrol (no patrol last).
  const patrols = useQuery(patrolsQuery).data ?? [];
  const [patrolFilter, setPatrolFilter] = useState<PatrolFilter>("all");
  const visible = filterByPatrol(scouts, patrolFilter);
  const groups = groupScoutsByPatrol(visible, patrols);
  // Mark All acts on the scouts in view.
  const setAll = (status: AttendanceStatus) => setMarks({ ...marks, ...Object.fromEntries(visible.map((s) => [s.id, status])) });
  const saved = new Map(records.filter((r) => r.eventId === eventId).map((r) => [r.scoutId, r.status]));
  const marksError = errorText(errors.marks);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Record Attendance</CardTitle>
        <CardDescription>Nothing is saved until you press Save Attendance.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4">
          <SelectField
            control={control}
            name="eventId"
            id={`${id}-event`}
            label="Event"
            error={errors.eventId}
            className="grid-cols-1 sm:max-w-md"
            placeholder={started.length === 0 ? "No event has started yet" : "Choose an event"}
            options={started.map((e) => ({ value: e.id, label: `${e.title} · ${formatDate(e.startDate)}` }))}
            onChange={() => setMarks({})}
          />

          {!eventId ? (
            <div className="grid justify-items-center gap-2 rounded-lg border border-dashed py-8 text-center">
              <CalendarCheck className="size-10 text-muted-foreground" aria-hidden="true" />
              <h3 className="text-lg font-semibold">Select an Event</h3>
              <p className="max-w-sm text-sm text-muted-foreground">
                Choose an event above to mark who was there. Events are listed once they have started.
              </p>
            </div>
          ) : scouts.length === 0 ? (
            <p className="text-sm text-muted-foreground">Add scouts to record their attendance.</p>
          ) : (
            <>
              {patrols.length > 0 && (
                <PatrolFilterSelect
                  id={`${id}-patrol`}
                  patrols={patrols}
                  value={patrolFilter}
                  onChange={setPatrolFilter}
                  className="grid grid-cols-1 gap-2 sm:max-w-xs"
                />
              )}
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => setAll("present")}>
                  <Check aria-hidden="true" />
                  Mark All Present
                </Button>
                <Button variant="outline" size="sm" onClick={() => setAll("absent")}>
                  <X aria-hidden="true" />
                  Mark All Absent
                </Button>
              </div>
              {groups.map((group) => (
                <Fragment key={group.key}>
                  {patrols.length > 0 && (
                    <h3 className="flex items-center gap-2 text-sm font-semibold">
                      {group.patrol && <PatrolMark color={group.patrol.color} />}
                      {group.patrol ? group.patrol.name : "No patrol"}
                    </h3>
                  )}
                  <ul className="grid grid-cols-1 gap-2">
                    {group.scouts.map((scout) => {
                      const pending = marks[scout.id];
                      const previous = saved.get(scout.id);
                      // The buttons show the pending mark, else what is saved, so a save leaves the state in view.
                      const mark = pending ?? previous;
                      return (
                        <li
                          key={scout.id}
                          className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
                          data-testid="attendance-mark-row"
                        >
                          <div className="min-w-0">
                            <p className="break-words font-medium">{scout.name}</p>
                            <p className="text-xs text-muted-foreground">
                              {pending ? `Marked ${pending} (not saved yet)` : previous ? `Recorded: ${previous}` : "Not marked"}
                            </p>
                          </div>
                          {/* Each button names its scout too: a list of twenty "Present" buttons says nothing out of context. */}
                          {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of two toggle buttons, not a form fieldset */}
                          <div role="group" aria-label={scout.name} className="flex gap-2">
                            <Button
                              size="sm"
                              variant="outline"
                              aria-label={`Present: ${scout.name}`}
                              aria-pressed={mark === "present"}
                              className={cn(mark === "present" && "border-green-700 bg-green-700 text-white hover:bg-green-800")}
                              onClick={() => setMarks({ ...marks, [scout.id]: "present" })}
                            >
                              <Check aria-hidden="true" />
                              Present
                            </Button>
                            <Button
                              size="sm"
                              variant="outline"
                              aria-label={`Absent: ${scout.name}`}
                              aria-pressed={mark === "absent"}
                              className={cn(mark === "absent" && "border-red-700 bg-red-700 text-white hover:bg-red-800")}
                              onClick={() => setMarks({ ...marks, [scout.id]: "absent" })}
                            >
                              <X aria-hidden="true" />
                              Absent
                            </Button>
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                </Fragment>
              ))}
            </>
          )}
          {marksError && (
            <p id={`${id}-marks-error`} className="break-words text-sm text-destructive">
              {marksError}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {mutation.isPending ? "Saving..." : "Save Attendance"}
            </Button>
            {markedCount > 0 && (
              <span className="text-sm text-muted-foreground">
                {markedCount} {markedCount === 1 ? "mark" : "marks"} pending
              </span>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
