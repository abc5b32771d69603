import type { TroopConfiguration } from "@shared/api/troop";
import { LazyPart } from "@/components/lazy-part";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { lazyNamed } from "@/lib/lazy-named";
import { CurrencyField } from "../currency-field";
import { SettingsFieldset } from "../settings-fieldset";
import { SettingsTextField } from "../settings-text-field";
import { TimeZoneField } from "../time-zone-field";

// Below the fields, and drawn by the server with the page: its code (copying, regenerating with its
// confirmation) comes beside the page rather than in its first load.
const JoinCodesCard = lazyNamed(() => import("../join-codes-card"), "JoinCodesCard");

/**
 * General tab: name, number, region, meetings, time zone, currency, the welcome message, and the join
 * codes (which an assistant still reads and copies, but does not regenerate).
 */
export function GeneralTab({ config, readOnly = false }: { config: TroopConfiguration; readOnly?: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">General</CardTitle>
        <CardDescription>
          Your troop's name, where and when you meet, its time zone and currency, and the welcome message scouts see.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SettingsFieldset readOnly={readOnly}>
          <div className="grid gap-4 md:grid-cols-2">
            <SettingsTextField field="troopName" label="Troop Name" autoComplete="organization" />
            <SettingsTextField field="troopNumber" label="Troop Number" />
            <SettingsTextField field="region" label="Region" />
            <SettingsTextField field="meetingLocation" label="Meeting Location" />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <SettingsTextField field="meetingSchedule" label="Meeting Schedule" placeholder="Tuesdays, 7:00 PM – 8:30 PM" />
            <TimeZoneField />
            <CurrencyField />
          </div>
          <SettingsTextField field="customWelcomeMessage" label="Welcome Message" multiline />
        </SettingsFieldset>
        <LazyPart>
          <JoinCodesCard leaderInviteCode={config.leaderInviteCode} scoutJoinCode={config.scoutJoinCode} canRegenerate={!readOnly} />
        </LazyPart>
      </CardContent>
    </Card>
  );
}
