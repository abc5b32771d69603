import type { QueryClient } from "@tanstack/react-query";
import { childrenQuery } from "@/features/family/api";
import { ChildPage } from "@/features/family/components/child-page";
import { FamilyHome } from "@/features/family/components/family-home";
import { ContactLeadersCard } from "@/features/public-troop/components/contact-leaders-card";
import { troopContactQuery } from "@/features/public-troop/contact-api";
import { AppShell } from "../layout/app-shell";

/** A parent's home (/ and /family) and one child's page (/family/:scoutId), each with the way to reach the leaders. */
export default function FamilyPage({ params }: { params?: { scoutId?: string } }) {
  return (
    <AppShell>
      <div className="grid gap-6">
        {params?.scoutId ? <ChildPage scoutId={params.scoutId} /> : <FamilyHome />}
        <ContactLeadersCard />
      </div>
    </AppShell>
  );
}

/** The parent's children and the troop's contact details, which the family pages show first (see app/pages.ts). */
export function prefetch(client: QueryClient) {
  void client.prefetchQuery(childrenQuery);
  void client.prefetchQuery(troopContactQuery);
}
