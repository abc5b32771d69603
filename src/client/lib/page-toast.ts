import { TOAST_DURATION, toastClasses, toastVariants } from "@/components/ui/toast-classes";

export type PageToast = { title: string; description?: string; variant?: "default" | "destructive" };

/** lucide's "x", as the app's toasts draw their close button. */
const CLOSE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-4" aria-hidden="true"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></svg>';

/**
 * A toast on a page that runs without React (the sign-in page): the same look, place and timing as
 * the app's (components/ui/toaster.tsx), one at a time, announced as it shows, closed by its button,
 * by Escape or after five seconds. `viewport` is the page's empty toast list.
 */
export function showPageToast(viewport: HTMLElement, { title, description, variant = "default" }: PageToast) {
  const doc = viewport.ownerDocument;
  viewport.replaceChildren();
  const item = doc.createElement("li");
  item.setAttribute("data-state", "open");
  item.className = toastVariants({ variant });
  const text = doc.createElement("div");
  text.className = "grid gap-1";
  text.setAttribute("role", "status");
  text.setAttribute("aria-live", variant === "destructive" ? "assertive" : "polite");
  text.setAttribute("aria-atomic", "true");
  const titleNode = doc.createElement("div");
  titleNode.className = toastClasses.title;
  titleNode.textContent = title;
  text.append(titleNode);
  if (description) {
    const descriptionNode = doc.createElement("div");
    descriptionNode.className = toastClasses.description;
    descriptionNode.textContent = description;
    text.append(descriptionNode);
  }
  const close = doc.createElement("button");
  close.type = "button";
  close.className = toastClasses.close;
  close.setAttribute("aria-label", "Close");
  close.innerHTML = CLOSE_ICON;
  item.append(text, close);
  viewport.append(item);

  const closeToast = () => {
    clearTimeout(timer);
    doc.removeEventListener("keydown", onKey);
    item.remove();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") closeToast();
  };
  const timer = setTimeout(closeToast, TOAST_DURATION);
  close.addEventListener("click", closeToast);
  doc.addEventListener("keydown", onKey);
}
