import { NO_SMS_GATEWAY } from "@shared/api/notifications";
import type { TroopFlag } from "@shared/api/troop";
import { useQuery } from "@tanstack/react-query";
import { useFormContext, useWatch } from "react-hook-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { deliveryQuery } from "../../../notifications/api";
import { EMAIL_OFF_HINT, needsEmail, reportBlockedReason } from "../../../notifications/hooks/needs-email";
import { NOTIFICATION_FLAGS, type SettingsFormValues } from "../../settings-form-rules";
import { MailServerHelp } from "../mail-server-help";
import { OutboxCard } from "../outbox-card";
import { SettingsFieldset } from "../settings-fieldset";
import { SettingsFlagRow } from "../settings-flag-row";
import { WeeklyReportCard } from "../weekly-report-card";

const NOTIFICATION_TEXT: Record<(typeof NOTIFICATION_FLAGS)[number], { label: string; hint: string }> = {
  emailNotifications: { label: "Email notifications", hint: "Send updates by email. Off: no reminder or report is sent." },
  smsNotifications: { label: "SMS notifications", hint: "Also send event reminders by text message to phones on file." },
  weeklyReports: { label: "Weekly reports", hint: "Every Monday at 07:00, a summary of last week for each leader." },
  badgeReminders: { label: "Badge reminders", hint: "Every Saturday at 09:00, remind scouts of badges they are halfway to." },
  eventReminders: { label: "Event reminders", hint: "Remind participants and their parents a day before an event starts." },
} satisfies Partial<Record<TroopFlag, unknown>>;

/**
 * Notifications tab: which reminders and reports are sent (saved with the form), what this
 * deployment cannot deliver, the weekly report, and the outbox. The report and the outbox load only
 * once the tab is shown.
 */
export function NotificationsTab({ active, timeZone, readOnly = false }: { active: boolean; timeZone: string; readOnly?: boolean }) {
  const delivery = useQuery({ ...deliveryQuery, enabled: active });
  const noSms = delivery.data?.sms === false;
  // The master switch as it stands in the form, and as saved (what the server acts on).
  const { control, formState } = useFormContext<SettingsFormValues>();
  const emailOn = useWatch({ control, name: "emailNotifications" });
  const savedEmailOn = formState.defaultValues?.emailNotifications !== false;
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Notifications</CardTitle>
          <CardDescription>Choose which reminders and reports are sent.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-2">
          {delivery.data?.email === false && <MailServerHelp />}
          <SettingsFieldset readOnly={readOnly}>
            <ul className="divide-y">
              {NOTIFICATION_FLAGS.map((flag) =>
                flag === "smsNotifications" && noSms ? (
                  <SettingsFlagRow key={flag} flag={flag} label={NOTIFICATION_TEXT[flag].label} hint={NO_SMS_GATEWAY} disabled />
                ) : !emailOn && needsEmail(flag) ? (
                  <SettingsFlagRow key={flag} flag={flag} label={NOTIFICATION_TEXT[flag].label} hint={EMAIL_OFF_HINT} paused />
                ) : (
                  <SettingsFlagRow key={flag} flag={flag} {...NOTIFICATION_TEXT[flag]} />
                ),
              )}
            </ul>
          </SettingsFieldset>
        </CardContent>
      </Card>
      {active && (
        <>
          <WeeklyReportCard
            timeZone={timeZone}
            emailReady={delivery.data?.email !== false}
            blockedReason={reportBlockedReason(emailOn, savedEmailOn)}
          />
          <OutboxCard />
        </>
      )}
    </div>
  );
}
