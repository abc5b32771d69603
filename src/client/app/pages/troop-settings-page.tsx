import { LazyPart } from "@/components/lazy-part";
import { PageHeader } from "@/components/ui/page-header";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { TroopSettingsForm } from "@/features/troop/components/troop-settings-form";
import { lazyNamed } from "@/lib/lazy-named";
import { AppShell } from "../layout/app-shell";

// Below the settings form (the leaders, the district): their code comes after the form's, so the form is ready sooner.
const TroopSettingsCards = lazyNamed(() => import("./troop-settings-cards"), "TroopSettingsCards");

/** Troop Settings (/troop-settings): branding, features, notifications and contact of the troop, its leaders' roles and its district. */
export default function TroopSettingsPage() {
  const { user, isAdmin, isAssistant } = useAuth();
  return (
    <AppShell>
      <PageHeader className="mb-6" title="Troop Settings" description="Customize your troop's branding, features, and preferences" />
      <TroopSettingsForm readOnly={isAssistant} />
      <div className="mt-6">
        <LazyPart>
          <TroopSettingsCards currentUserId={user?.id ?? null} isAdmin={isAdmin} />
        </LazyPart>
      </div>
    </AppShell>
  );
}
