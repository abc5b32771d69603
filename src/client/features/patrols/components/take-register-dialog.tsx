import type { AttendanceStatus } from "@shared/api/attendance";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { errorMessage } from "@/lib/api-request";
import { formatDate } from "@/lib/format-date";
import { toast, toastError } from "@/lib/use-toast";
import { cn } from "@/lib/utils";
import { patrolRegisterQuery, recordPatrolAttendance, refreshPatrolRegister } from "../api";

/**
 * A patrol leader's register: pick an event that has started, mark each scout of the patrol present or
 * absent (what is already recorded shows), and save.
 */
export function TakeRegisterDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const register = useQuery({ ...patrolRegisterQuery, enabled: open });
  const [eventId, setEventId] = useState("");
  const [marks, setMarks] = useState<Record<string, AttendanceStatus>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: () => recordPatrolAttendance(eventId, marks),
    onSuccess: () => {
      const count = Object.keys(marks).length;
      toast({ title: "Register saved", description: `Saved attendance for ${count} ${count === 1 ? "scout" : "scouts"}.` });
      setMarks({});
      onOpenChange(false);
    },
    onError: (error) => toastError(errorMessage(error, "Failed to save the register. Please try again.")),
    onSettled: () => void refreshPatrolRegister(),
  });

  const recorded = new Map((register.data?.records ?? []).filter((r) => r.eventId === eventId).map((r) => [r.scoutId, r.status] as const));
  // Those with a place at the event first; the rest (rarely there) behind "Others". An event nobody
  // signed up for (a troop meeting) lists the whole patrol.
  const going = new Set(register.data?.events.find((e) => e.id === eventId)?.going ?? []);
  const patrol = register.data?.scouts ?? [];
  const first = going.size > 0 ? patrol.filter((s) => going.has(s.id) || recorded.has(s.id)) : patrol;
  const others = going.size > 0 ? patrol.filter((s) => !going.has(s.id) && !recorded.has(s.id)) : [];
  const [showOthers, setShowOthers] = useState(false);
  const row = (scout: { id: string; name: string }) => {
    const status = marks[scout.id] ?? recorded.get(scout.id);
    return (
      <li key={scout.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2">
        <span className="font-medium">{scout.name}</span>
        <fieldset className="flex gap-1">
          <legend className="sr-only">{scout.name}</legend>
          {(["present", "absent"] as const).map((choice) => (
            <Button
              key={choice}
              type="button"
              size="sm"
              variant={status === choice ? "default" : "outline"}
              aria-pressed={status === choice}
              className={cn(status === choice && choice === "absent" && "bg-destructive text-white hover:bg-destructive/90")}
              onClick={() => setMarks((m) => ({ ...m, [scout.id]: choice }))}
            >
              {choice === "present" ? "Present" : "Absent"}
            </Button>
          ))}
        </fieldset>
      </li>
    );
  };
  const onSave = () => {
    if (!eventId) return setProblem("Choose an event.");
    if (Object.keys(marks).length === 0) return setProblem("Mark at least one scout present or absent.");
    setProblem(null);
    save.mutate();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setMarks({});
          setProblem(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Take the register</DialogTitle>
          <DialogDescription>Mark your patrol present or absent at an event, then save.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <FormField id={`${id}-event`} label="Event" required>
            {(props) => (
              <Select
                value={eventId}
                onValueChange={(next) => {
                  setEventId(next);
                  setMarks({});
                  setShowOthers(false);
                }}
              >
                <SelectTrigger {...props}>
                  <SelectValue placeholder={register.isPending ? "Loading events..." : "Choose an event"} />
                </SelectTrigger>
                <SelectContent>
                  {(register.data?.events ?? []).map((event) => (
                    <SelectItem key={event.id} value={event.id}>
                      {event.title} · {formatDate(event.startDate)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          {eventId && (
            <>
              <ul className="grid gap-2" aria-label={others.length > 0 ? "Going" : "Your patrol"}>
                {first.map(row)}
              </ul>
              {others.length > 0 && (
                <div className="grid gap-2">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="justify-self-start"
                    aria-expanded={showOthers}
                    onClick={() => setShowOthers((v) => !v)}
                  >
                    {showOthers ? "Hide others" : `Others (${others.length})`}
                  </Button>
                  {showOthers && (
                    <ul className="grid gap-2" aria-label="Others of your patrol">
                      {others.map(row)}
                    </ul>
                  )}
                </div>
              )}
            </>
          )}
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={onSave} disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save register"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
