import type { TroopFlag } from "@shared/api/troop";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FEATURE_FLAGS } from "../../settings-form-rules";
import { CustomKeysEditor } from "../custom-keys-editor";
import { SettingsFlagRow } from "../settings-flag-row";

const FEATURE_TEXT: Record<(typeof FEATURE_FLAGS)[number], { label: string; hint: string }> = {
  enablePublicProfile: { label: "Public troop profile", hint: "Let people outside the troop see your troop's name and welcome message." },
  enableParentPortal: { label: "Parent portal", hint: "Give parents a view of their child's progress." },
  enableAdvancementTracking: { label: "Advancement tracking", hint: "Track each scout's progress towards badges." },
  enableActivityFeed: { label: "Activity feed", hint: "Show badge progress, achievements and events in the activity feed." },
  requireParentApproval: { label: "Require parent approval", hint: "Parents approve before their child joins an event." },
  requireLeaderApproval: {
    label: "Leaders approve badges before they count",
    hint: "A scout's Earn becomes a request that a leader approves or returns with a note.",
  },
} satisfies Partial<Record<TroopFlag, unknown>>;

/** Features tab: the switches that turn parts of the app on or off, and the troop's own categories and event types. */
export function FeaturesTab() {
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Features</CardTitle>
          <CardDescription>Turn parts of the app on or off for your troop.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y">
            {FEATURE_FLAGS.map((flag) => (
              <SettingsFlagRow key={flag} flag={flag} {...FEATURE_TEXT[flag]} />
            ))}
          </ul>
        </CardContent>
      </Card>
      <CustomKeysEditor
        field="customBadgeCategories"
        title="Badge categories"
        itemLabel="Badge category"
        description="Your troop's own categories, beside outdoor, community, skills, creative and adventurous."
        example="Water Skills"
      />
      <CustomKeysEditor
        field="customEventTypes"
        title="Event types"
        itemLabel="Event type"
        description="Types to sort your events by (camp, hike, meeting…)."
        example="Day Hike"
      />
    </div>
  );
}
