import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";

/**
 * The email field of the sign-in and reset forms: an email keyboard on phones, no capitals or
 * spelling fixes, and the form's own check instead of the browser's type="email" bubble.
 */
export function EmailInput(props: ComponentProps<typeof Input>) {
  return <Input type="text" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...props} />;
}
