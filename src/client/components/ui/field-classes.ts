/**
 * A form field's hint and error lines, apart from the component so the sign-in page's script, which
 * runs without React, adds and removes them as components/ui/form-field.tsx draws them.
 */
export const fieldNoteClasses = {
  hint: "text-xs text-muted-foreground",
  inlineHint: "mt-1 text-sm text-muted-foreground",
  error: "break-words text-sm text-destructive",
} as const;
