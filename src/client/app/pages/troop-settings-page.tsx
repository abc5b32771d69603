import { PageHeader } from "@/components/ui/page-header";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { LeadersCard } from "@/features/leaders/components/leaders-card";
import { TroopSettingsForm } from "@/features/troop-settings/components/troop-settings-form";
import { AppShell } from "../layout/app-shell";

/** Troop Settings (/troop-settings): branding, features, notifications and contact of the troop, and its leaders' roles. */
export default function TroopSettingsPage() {
  const { user, isAdmin } = useAuth();
  return (
    <AppShell>
      <PageHeader className="mb-6" title="Troop Settings" description="Customize your troop's branding, features, and preferences" />
      <TroopSettingsForm />
      <section aria-label="Leaders" className="mt-6">
        <LeadersCard currentUserId={user?.id ?? null} canChangeRoles={isAdmin} />
      </section>
    </AppShell>
  );
}
