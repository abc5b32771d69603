import { CalendarPlus } from "lucide-react";
import { LazyDialogButton } from "@/components/lazy-dialog-button";
import { lazyNamed } from "@/lib/lazy-named";

// The dialog loads when it first opens, not with every page's top bar.
const SubscribeCalendarDialog = lazyNamed(() => import("./subscribe-calendar-dialog"), "SubscribeCalendarDialog");

/** Top-bar button for every role: subscribe a calendar app to the troop's events. */
export function CalendarButton() {
  return <LazyDialogButton label="Subscribe to calendar" icon={<CalendarPlus aria-hidden="true" />} dialog={SubscribeCalendarDialog} />;
}
