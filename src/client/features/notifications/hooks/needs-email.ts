import type { TroopFlag } from "@shared/api/troop";

/**
 * Email notifications are the master switch: while they are off the server queues no reminder,
 * report or text at all. These are the switches that depend on it, shown paused meanwhile.
 */
export const NEEDS_EMAIL = [
  "smsNotifications",
  "weeklyReports",
  "badgeReminders",
  "eventReminders",
] as const satisfies readonly TroopFlag[];

export const needsEmail = (flag: TroopFlag): boolean => (NEEDS_EMAIL as readonly TroopFlag[]).includes(flag);

/** The hint of a paused switch: why it looks off, and that the leader's choice is kept. */
export const EMAIL_OFF_HINT = "Paused: email notifications are off. Turning them on brings back this choice.";

/**
 * Why "Send now" cannot queue the weekly report, or null when it can. The server decides on the
 * saved settings, so a switch turned on but not yet saved still blocks it.
 */
export function reportBlockedReason(emailOn: boolean, savedEmailOn: boolean): string | null {
  if (!emailOn) return "Email notifications are off. Turn them on and save to send the report.";
  if (!savedEmailOn) return "Save the settings first: email notifications are still off for the troop.";
  return null;
}
