import type { QueryClient } from "@tanstack/react-query";
import { PageHeader } from "@/components/ui/page-header";
import { configurationQuery } from "@/features/troop-settings/api";
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

/** The troop's settings, which every tab shows (see app/pages.ts). */
export function prefetch(client: QueryClient) {
  void client.prefetchQuery(configurationQuery);
}
