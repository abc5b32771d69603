import { PhoneCard } from "@/features/account/components/phone-card";
import { ChildPage } from "@/features/family/components/child-page";
import { FamilyHome } from "@/features/family/components/family-home";
import { ContactLeadersCard } from "@/features/public-troop/components/contact-leaders-card";
import { AppShell } from "../layout/app-shell";

/**
 * A parent's home (/ and /family), with the parent's own phone number for the leaders, and one child's
 * page (/family/:scoutId); each with the way to reach the leaders.
 */
export default function FamilyPage({ params }: { params?: { scoutId?: string } }) {
  return (
    <AppShell>
      <div className="grid gap-6">
        {params?.scoutId ? (
          <ChildPage scoutId={params.scoutId} />
        ) : (
          <>
            <FamilyHome />
            <PhoneCard />
          </>
        )}
        <ContactLeadersCard />
      </div>
    </AppShell>
  );
}
