import { LazyPart } from "@/components/lazy-part";
import { PageHeader } from "@/components/ui/page-header";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { TroopSettingsForm } from "@/features/troop/components/troop-settings-form";
import { lazyNamed } from "@/lib/lazy-named";
import { AppShell } from "../layout/app-shell";

// Below the settings form: its code comes after the form's, so the form is ready sooner.
const LeadersCard = lazyNamed(() => import("@/features/leaders/components/leaders-card"), "LeadersCard");

/** Troop Settings (/troop-settings): branding, features, notifications and contact of the troop, and its leaders' roles. */
export default function TroopSettingsPage() {
  const { user, isAdmin, isAssistant } = useAuth();
  return (
    <AppShell>
      <PageHeader className="mb-6" title="Troop Settings" description="Customize your troop's branding, features, and preferences" />
      <TroopSettingsForm readOnly={isAssistant} />
      <section aria-label="Leaders" className="mt-6">
        <LazyPart>
          <LeadersCard currentUserId={user?.id ?? null} canChangeRoles={isAdmin} />
        </LazyPart>
      </section>
    </AppShell>
  );
}
