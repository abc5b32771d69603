import type * as React from "react";
import { useEffect, useState } from "react";

/**
 * Toast store: at most one toast, a new one replaces the previous; a dismissed toast is
 * removed from memory after TOAST_REMOVE_DELAY. Auto-dismiss (5 s) is the Radix provider's duration.
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export { TOAST_DURATION } from "@/components/ui/toast-classes";

export type ToastInput = {
  title?: React.ReactNode;
  description?: React.ReactNode;
  /** "destructive" toasts are red; error toasts use the title "Error" unless the screen names another. */
  variant?: "default" | "destructive";
  action?: React.ReactNode;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

type Listener = (toasts: ToastItem[]) => void;

let toasts: ToastItem[] = [];
let count = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string) {
  toasts = toasts.map((t) => {
    if (id === undefined || t.id === id) {
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }
    return t;
  });
  emit();
}

/** What a change kept on the device says: it waits for the network, it is not done. */
export const KEPT_ON_DEVICE_TITLE = "Saved on this phone · will send when online";
/** How long after a change is kept a screen's "done" toast is said as "kept" instead. */
const KEPT_NOTICE_MS = 1500;
let keptNotice: { input: ToastInput; until: number } | null = null;

/**
 * A change was kept on the device (offline): says so, and for a moment after, a screen's own
 * success toast for it ("Joined Event!", "Signed off for 3 scouts") is said as this one instead,
 * since the change has not reached the server yet. Error toasts are said as they are.
 */
export function toastKeptOnDevice(description: string): string {
  const input = { title: KEPT_ON_DEVICE_TITLE, description };
  keptNotice = { input, until: Date.now() + KEPT_NOTICE_MS };
  return show(input);
}

/** Shows a toast and returns its id. */
export function toast(input: ToastInput): string {
  if (keptNotice && input.variant !== "destructive" && Date.now() < keptNotice.until) return show(keptNotice.input);
  return show(input);
}

function show(input: ToastInput): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

/** Whether a toast is showing (a dialog under it then takes Escape, see components/ui/escape-under-toast). */
export function hasOpenToast(): boolean {
  return toasts.some((t) => t.open);
}

/** Error toast titled 'Error'. */
export function toastError(description: string, title = "Error") {
  return toast({ title, description, variant: "destructive" });
}

export function useToasts(): ToastItem[] {
  const [state, setState] = useState(toasts);
  useEffect(() => {
    listeners.add(setState);
    setState(toasts);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return state;
}

/** For tests: forget every toast. */
export function resetToasts() {
  keptNotice = null;
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  toasts = [];
  emit();
}
