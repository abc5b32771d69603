import { LazyPart } from "@/components/lazy-part";
import { ChildPage } from "@/features/family/components/child-page";
import { FamilyHome } from "@/features/family/components/family-home";
import { lazyNamed } from "@/lib/lazy-named";
import { AppShell } from "../layout/app-shell";

// The form cards (and the form library) come beside the page: the children's cards are taken over first.
const PhoneCard = lazyNamed(() => import("@/features/account/components/phone-card"), "PhoneCard");
const ContactLeadersCard = lazyNamed(() => import("@/features/public-troop/components/contact-leaders-card"), "ContactLeadersCard");

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
            <LazyPart>
              <PhoneCard />
            </LazyPart>
          </>
        )}
        <LazyPart>
          <ContactLeadersCard />
        </LazyPart>
      </div>
    </AppShell>
  );
}
