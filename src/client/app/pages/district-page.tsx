import type { User } from "@shared/api/auth";
import { useQuery } from "@tanstack/react-query";
import { Download, Printer } from "lucide-react";
import { useState } from "react";
import { LazyPart } from "@/components/lazy-part";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { districtOverviewQuery } from "@/features/districts/api";
import { DistrictOverviewTable } from "@/features/districts/components/district-overview-table";
import { overviewRows } from "@/features/districts/district-columns";
import { errorMessage } from "@/lib/api-request";
import { downloadCsv, toCsv } from "@/lib/csv";
import { lazyNamed } from "@/lib/lazy-named";
import { AppShell } from "../layout/app-shell";

// The forms (and the form and schema libraries) come beside the page: the overview is drawn without them.
const JoinDistrictCard = lazyNamed(() => import("@/features/districts/components/join-district-card"), "JoinDistrictCard");
const InviteCommissionerCard = lazyNamed(
  () => import("@/features/districts/components/invite-commissioner-card"),
  "InviteCommissionerCard",
);

/**
 * /district (many-troops M6): a commissioner's overview of the district's troops, counts only, with
 * totals; sortable, printable (30 troops a page) and as a CSV file. Someone who is not a commissioner
 * yet enters the code from their invite here. It is also the home of a commissioner who belongs to no
 * troop (router.tsx).
 */
export default function DistrictPage({ user }: { user: User }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const districtId = chosen ?? user.districts[0]?.id ?? null;
  const overview = useQuery({ ...districtOverviewQuery(districtId), enabled: user.districts.length > 0 });

  if (user.districts.length === 0) {
    return (
      <AppShell>
        <div className="grid grid-cols-1 gap-6">
          <PageHeader title="District overview" description="For a district's commissioners." />
          <LazyPart>
            <JoinDistrictCard />
          </LazyPart>
        </div>
      </AppShell>
    );
  }
  const data = overview.data;
  const download = () => {
    if (!data) return;
    const day = new Date().toISOString().slice(0, 10);
    downloadCsv(toCsv(overviewRows(data.troops, data.totals)), `${data.district.name.replace(/[^\w-]+/g, "-").toLowerCase()}-${day}.csv`);
  };

  return (
    <AppShell>
      <div className="grid grid-cols-1 gap-6">
        <PageHeader
          title={data ? data.district.name : "District overview"}
          description="How the district's troops are doing: counts only, never a child's details."
        >
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="outline" onClick={download} disabled={!data}>
              <Download aria-hidden="true" />
              Download CSV
            </Button>
            <Button variant="outline" onClick={() => window.print()} disabled={!data}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          </div>
        </PageHeader>
        {user.districts.length > 1 && (
          <div className="grid max-w-xs gap-2 print:hidden">
            <Label htmlFor="district-choice">District</Label>
            <NativeSelect id="district-choice" value={districtId ?? ""} onChange={(event) => setChosen(event.target.value)}>
              {user.districts.map((district) => (
                <option key={district.id} value={district.id}>
                  {district.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        {overview.isError ? (
          <p role="alert" className="rounded-lg border border-destructive/40 bg-card p-4 text-destructive">
            {errorMessage(overview.error, "Could not load the district's troops. Please try again.")}
          </p>
        ) : data ? (
          <>
            <DistrictOverviewTable overview={data} />
            <LazyPart>
              <InviteCommissionerCard districtId={data.district.id} districtName={data.district.name} />
            </LazyPart>
          </>
        ) : (
          <Skeleton className="h-64 w-full" aria-label="Loading the district's troops" />
        )}
      </div>
    </AppShell>
  );
}
