import { cn } from "@/lib/utils";
import { characterCount } from "../message-rules";

/** A text field's count against its limit ("120 of 5,000 characters"), red once over it. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  return (
    <span data-testid="character-count" className={cn(length > max && "font-medium text-destructive")}>
      {characterCount(length, max)}
    </span>
  );
}
