/**
 * A toast for the next page to show: the sign-in page, which runs without React, says "Welcome back!"
 * on the page the app opens after it (app/mount.tsx shows it). Kept for this tab only.
 */
const KEY = "handedOverToast";

export type HandedOverToast = { title: string; description?: string };

export function handOverToast(toast: HandedOverToast) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(toast));
  } catch {
    // storage blocked: the page opens without the toast
  }
}

/** The toast handed over, once: it is forgotten as it is taken. */
export function takeHandedOverToast(): HandedOverToast | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    if (stored === null) return null;
    sessionStorage.removeItem(KEY);
    const toast: unknown = JSON.parse(stored);
    if (typeof toast !== "object" || toast === null || typeof (toast as HandedOverToast).title !== "string") return null;
    const { title, description } = toast as HandedOverToast;
    return typeof description === "string" ? { title, description } : { title };
  } catch {
    return null;
  }
}
