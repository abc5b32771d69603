import type { QueryClient } from "@tanstack/react-query";
import { childrenQuery } from "@/features/family/api";
import { ChildPage } from "@/features/family/components/child-page";
import { FamilyHome } from "@/features/family/components/family-home";
import { AppShell } from "../layout/app-shell";

/** A parent's home (/ and /family) and one child's page (/family/:scoutId). */
export default function FamilyPage({ params }: { params?: { scoutId?: string } }) {
  return <AppShell>{params?.scoutId ? <ChildPage scoutId={params.scoutId} /> : <FamilyHome />}</AppShell>;
}

/** The parent's children, which the family home and a child's page show first (see app/pages.ts). */
export function prefetch(client: QueryClient) {
  void client.prefetchQuery(childrenQuery);
}
