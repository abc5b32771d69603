import { troops } from "../../db/schema";
import { troopTimeZone } from "../../lib/time-zone";
import type { TroopLook } from "./templates.service";

/** The troop columns every message needs: its look, its zone, and the switches that govern sending. */
export const troopMessageColumns = {
  troopId: troops.id,
  troopName: troops.troopName,
  primaryColor: troops.primaryColor,
  secondaryColor: troops.secondaryColor,
  accentColor: troops.accentColor,
  timeZone: troops.timeZone,
  emailNotifications: troops.emailNotifications,
  smsNotifications: troops.smsNotifications,
  eventReminders: troops.eventReminders,
  badgeReminders: troops.badgeReminders,
  weeklyReports: troops.weeklyReports,
  // Signs the unsubscribe links of emails to families without an account; never sent anywhere.
  mailLinkSecret: troops.mailLinkSecret,
};

export type TroopForMessages = {
  troopId: string;
  troopName: string;
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  timeZone: string | null;
  emailNotifications: boolean;
  smsNotifications: boolean;
  eventReminders: boolean;
  badgeReminders: boolean;
  weeklyReports: boolean;
  mailLinkSecret: string;
};

export const lookOf = (troop: TroopForMessages): TroopLook => troop;
export const zoneOf = (troop: TroopForMessages) => troopTimeZone(troop.timeZone);
