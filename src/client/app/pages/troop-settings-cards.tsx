import { TroopDistrictCard } from "@/features/districts/components/troop-district-card";
import { LeadersCard } from "@/features/leaders/components/leaders-card";
import { StartAnotherTroopCard } from "@/features/start-troop/components/start-another-troop-card";
import { useHydrated } from "@/lib/use-hydrated";

/**
 * What Troop Settings shows below its form, loaded after the form's code: the troop's leaders, its
 * district, and starting another troop where this deployment takes new ones.
 */
export function TroopSettingsCards({ currentUserId, isAdmin }: { currentUserId: string | null; isAdmin: boolean }) {
  // The district card is the app's alone, below everything else: a first view the server draws leaves
  // it out (its read is not one the page table lists), and it comes once the app runs the page.
  const runs = useHydrated();
  return (
    <div className="grid gap-6">
      <section aria-label="Leaders">
        <LeadersCard currentUserId={currentUserId} canChangeRoles={isAdmin} />
      </section>
      {runs && (
        <section aria-label="District">
          <TroopDistrictCard canLeave={isAdmin} />
        </section>
      )}
      {runs && <StartAnotherTroopCard />}
    </div>
  );
}
