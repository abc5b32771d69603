import { QUICK_REACTIONS } from "@shared/constants";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useUnsavedChanges } from "@/lib/unsaved-changes";

/** Feedback box of one activity: a message plus one of the six emojis; emoji buttons wait for a message. */
export function FeedbackBox({
  activityTitle,
  scoutName,
  pending,
  onSend,
  onCancel,
}: {
  activityTitle: string;
  scoutName: string;
  pending: boolean;
  onSend: (emoji: string, message: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [message, setMessage] = useState("");
  const empty = message.trim() === "";
  useUnsavedChanges(!empty);
  return (
    <div className="grid grid-cols-1 gap-3 rounded-md border bg-muted/40 p-3" data-testid="feedback-box">
      <Label htmlFor={`${id}-message`}>Feedback message</Label>
      <Textarea
        id={`${id}-message`}
        rows={2}
        maxLength={500}
        autoFocus
        placeholder={`Say something about "${activityTitle}"`}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {empty ? "Write a message, then pick an emoji to send it." : "Pick an emoji to send your feedback."}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {QUICK_REACTIONS.map((r) => (
          <Button
            key={r.emoji}
            variant="outline"
            size="sm"
            aria-label={`Send ${r.label} to ${scoutName}`}
            title={r.label}
            disabled={empty || pending}
            onClick={() => onSend(r.emoji, message.trim())}
            className="text-lg"
          >
            <span aria-hidden="true">{r.emoji}</span>
          </Button>
        ))}
        <Button variant="ghost" size="sm" onClick={onCancel} className="ml-auto">
          Cancel
        </Button>
      </div>
    </div>
  );
}
