import { PageHeader } from "@/components/ui/page-header";
import { TroopSettingsForm } from "@/features/troop-settings/components/troop-settings-form";
import { AppShell } from "../layout/app-shell";

/** Troop Settings (/troop-settings): branding, features, notifications and contact of the troop. */
export default function TroopSettingsPage() {
  return (
    <AppShell>
      <PageHeader className="mb-6" title="Troop Settings" description="Customize your troop's branding, features, and preferences" />
      <TroopSettingsForm />
    </AppShell>
  );
}
