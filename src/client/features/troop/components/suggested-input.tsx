import { type ComponentProps, useId } from "react";
import { Input } from "@/components/ui/input";

/**
 * A text field with suggestions the browser offers as one types (a <datalist>); any other text may
 * still be typed, and the shared schema checks it. Neither autocorrected nor filled in by the browser.
 */
export function SuggestedInput({ suggestions, ...props }: ComponentProps<typeof Input> & { suggestions: readonly string[] }) {
  const listId = useId();
  return (
    <>
      <Input list={listId} autoComplete="off" spellCheck={false} {...props} />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </>
  );
}
