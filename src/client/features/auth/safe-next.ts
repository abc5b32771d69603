/**
 * The page to return to after sign-in, from /login?next=…: only a path on this site ("/admin?tab=events"),
 * never another origin ("//evil.example", "https://…") or a script URL; null when absent or refused.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  if (next === "/login" || next.startsWith("/login?")) return null;
  return next;
}
