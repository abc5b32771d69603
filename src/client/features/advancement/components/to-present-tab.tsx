import { useMutation, useQuery } from "@tanstack/react-query";
import { lightFormat } from "date-fns";
import { Award, Download, Gift, Printer } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-request";
import { downloadCsv } from "@/lib/csv";
import { formatDate } from "@/lib/format-date";
import { toast, toastError } from "@/lib/use-toast";
import { markPresented, refreshAdvancement, toPresentQuery } from "../api";
import { toPresentCsv } from "../to-present-csv";
import { type CertificateAward, CertificatesDialog } from "./certificates-dialog";

const today = () => lightFormat(new Date(), "yyyy-MM-dd");

/**
 * "Badges to present": badges earned but not yet handed over, grouped by scout, for the next
 * ceremony. Marks some or all as presented on a date, exports CSV, and prints as one clean page
 * (everything but the list is hidden in print), and makes a certificate per award. `signer`: the
 * signed-in leader's name, for certificates of awards that name no leader.
 */
export function ToPresentTab({ signer = "" }: { signer?: string }) {
  const id = useId();
  const groups = useQuery(toPresentQuery);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [presentedOn, setPresentedOn] = useState(today);
  const allIds = useMemo(() => (groups.data ?? []).flatMap((g) => g.awards.map((a) => a.id)), [groups.data]);
  const chosen = allIds.filter((awardId) => selected.has(awardId));
  const [certificatesOpen, setCertificatesOpen] = useState(false);
  // Certificates for the ticked badges, or for every one shown when none is ticked.
  const ticked = new Set(chosen);
  const certificates: CertificateAward[] = (groups.data ?? []).flatMap((g) =>
    g.awards
      .filter((a) => ticked.size === 0 || ticked.has(a.id))
      .map((a) => ({ id: a.id, scoutName: g.scout.name, badge: a.badge, earnedDate: a.earnedDate, awardedBy: a.awardedBy })),
  );
  const dateProblem = !presentedOn
    ? "Pick the date they were presented."
    : presentedOn > today()
      ? "The date cannot be in the future."
      : undefined;

  const mark = useMutation({
    mutationFn: (awardIds: string[]) => markPresented(awardIds, presentedOn),
    onSuccess: (result) => {
      setSelected(new Set());
      const n = result.presented.length;
      toast({
        title: `${n} ${n === 1 ? "badge" : "badges"} marked as presented`,
        description: `Presented on ${formatDate(`${presentedOn}T12:00:00`)}.`,
      });
    },
    onError: (error) => toastError(errorMessage(error, "Could not mark them as presented. Please try again.")),
    onSettled: () => refreshAdvancement(),
  });

  function toggle(awardIds: string[], on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const awardId of awardIds) {
        if (on) next.add(awardId);
        else next.delete(awardId);
      }
      return next;
    });
  }

  const list = groups.data ?? [];
  return (
    <Card className="print:border-0 print:shadow-none">
      <CardHeader className="print:hidden">
        <CardTitle as="h2">Badges to present</CardTitle>
        <CardDescription>Badges scouts have earned that have not been handed over yet.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 print:p-0">
        {groups.isLoading && <Skeleton className="h-24 w-full" />}
        {groups.isError && <p role="alert">The list could not be loaded. Please reload the page.</p>}
        {groups.data && list.length === 0 && (
          <p className="rounded-md bg-muted p-4 text-muted-foreground">Every earned badge has been presented.</p>
        )}
        {list.length > 0 && (
          <>
            <div className="grid gap-3 rounded-md border bg-muted/40 p-3 print:hidden sm:grid-cols-[minmax(0,14rem)_1fr] sm:items-end">
              <FormField id={`${id}-date`} label="Presented on" error={dateProblem}>
                {(props) => (
                  <Input {...props} type="date" max={today()} value={presentedOn} onChange={(e) => setPresentedOn(e.target.value)} />
                )}
              </FormField>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  disabled={chosen.length === 0 || Boolean(dateProblem) || mark.isPending}
                  onClick={() => mark.mutate(chosen)}
                >
                  <Gift aria-hidden="true" />
                  Mark selected as presented ({chosen.length})
                </Button>
                <Button size="sm" variant="outline" disabled={Boolean(dateProblem) || mark.isPending} onClick={() => mark.mutate(allIds)}>
                  Mark all as presented
                </Button>
                <Button size="sm" variant="outline" onClick={() => downloadCsv(toPresentCsv(list), `badges-to-present-${today()}.csv`)}>
                  <Download aria-hidden="true" />
                  Export CSV
                </Button>
                <Button size="sm" variant="outline" onClick={() => window.print()}>
                  <Printer aria-hidden="true" />
                  Print
                </Button>
                {/* Named without "Print", so the list's own Print button stays the one of that name. */}
                <Button size="sm" variant="outline" onClick={() => setCertificatesOpen(true)}>
                  <Award aria-hidden="true" />
                  Certificates ({certificates.length})
                </Button>
              </div>
            </div>

            <section aria-label="Badges to present by scout" className="grid gap-3 print:gap-2" data-testid="to-present-list">
              <h2 className="hidden text-xl font-bold print:block print:px-1">Badges to present · {formatDate(new Date())}</h2>
              {list.map((group) => {
                const ids = group.awards.map((a) => a.id);
                const all = ids.every((awardId) => selected.has(awardId));
                const some = ids.some((awardId) => selected.has(awardId));
                return (
                  <div
                    key={group.scout.id}
                    className="rounded-md border p-3 print:break-inside-avoid print:rounded-none print:border-x-0 print:border-t-0 print:p-1"
                    data-testid="to-present-scout"
                  >
                    <div className="flex items-start gap-2">
                      <Checkbox
                        className="mt-0.5 print:hidden"
                        checked={all ? true : some ? "indeterminate" : false}
                        onCheckedChange={(v) => toggle(ids, v === true)}
                        aria-label={`Select all of ${group.scout.name}'s badges`}
                      />
                      <h3 className="min-w-0 font-semibold wrap-anywhere">
                        {group.scout.name} <span className="text-sm font-normal text-muted-foreground">({group.awards.length})</span>
                      </h3>
                    </div>
                    <ul className="mt-2 grid gap-1 pl-7 md:grid-cols-2 print:mt-0 print:grid-cols-2 print:pl-0">
                      {group.awards.map((award) => (
                        <li key={award.id} className="flex items-center gap-2 text-sm">
                          <Checkbox
                            className="print:hidden"
                            checked={selected.has(award.id)}
                            onCheckedChange={(v) => toggle([award.id], v === true)}
                            aria-label={`Select ${award.badge.name} for ${group.scout.name}`}
                          />
                          {/* On paper, a box to tick as each badge is handed over. */}
                          <span aria-hidden="true" className="hidden size-3.5 shrink-0 border border-foreground print:inline-block" />
                          <img src={award.badge.imageUrl} alt="" className="size-6 shrink-0 object-contain" />
                          <span className="min-w-0 flex-1">
                            <span className="block break-words">{award.badge.name}</span>
                            <span className="block text-xs text-muted-foreground">earned {formatDate(award.earnedDate)}</span>
                          </span>
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </section>
            <CertificatesDialog
              awards={certificates}
              selectedOnly={chosen.length > 0}
              signer={signer}
              open={certificatesOpen}
              onOpenChange={setCertificatesOpen}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
