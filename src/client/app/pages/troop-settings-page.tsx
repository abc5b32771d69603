import { TroopSettingsForm } from "@/features/troop-settings/components/troop-settings-form";
import { AppShell } from "../layout/app-shell";

/** Troop Settings (/troop-settings): branding, features, notifications and contact of the troop. */
export default function TroopSettingsPage() {
  return (
    <AppShell>
      <div className="mb-6">
        <h1 className="text-2xl font-bold sm:text-3xl">Troop Settings</h1>
        <p className="mt-1 text-muted-foreground">Customize your troop's branding, features, and preferences</p>
      </div>
      <TroopSettingsForm />
    </AppShell>
  );
}
