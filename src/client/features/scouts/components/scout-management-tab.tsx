import type { Scout } from "@shared/api/scouts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { lightFormat } from "date-fns";
import { Award, Download, Flag, Mail, Printer, Search, Trash2, Upload, UserPlus, Users } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { NotOnThisPhone } from "@/components/not-on-this-phone";
import { filterByPatrol, type PatrolFilter, PatrolFilterSelect } from "@/components/patrol-filter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { WhenFirstOpened } from "@/components/when-first-opened";
import { lazyNamed } from "@/lib/lazy-named";
import { toast, toastError } from "@/lib/use-toast";
import { waitsForNetwork } from "@/lib/waits-for-network";
import { patrolsQuery } from "../../patrols/api";
import { deleteScout, refreshRosterQueries, scoutsQuery, setScoutPassword } from "../api";
import { filterScouts, groupByPatrol, type StatusFilter } from "../scout-filters";
import { RosterTable } from "./roster-table";

// Dialogs (forms and the form library, QR codes) load when first opened, never holding the roster up.
const BulkAwardDialog = lazyNamed(() => import("./bulk-award-dialog"), "BulkAwardDialog");
const InviteCardDialog = lazyNamed(() => import("./invite-card-dialog"), "InviteCardDialog");
const InviteCardsDialog = lazyNamed(() => import("./invite-cards-dialog"), "InviteCardsDialog");
const InviteParentsDialog = lazyNamed(() => import("./invite-parents-dialog"), "InviteParentsDialog");
const MoveToPatrolDialog = lazyNamed(() => import("./move-to-patrol-dialog"), "MoveToPatrolDialog");
const SetPasswordDialog = lazyNamed(() => import("@/components/set-password-dialog"), "SetPasswordDialog");
const ScoutFormDialog = lazyNamed(() => import("./scout-form-dialog"), "ScoutFormDialog");
const HealthDialog = lazyNamed(() => import("./health-dialog"), "HealthDialog");
const ImportScoutsDialog = lazyNamed(() => import("./import-scouts-dialog"), "ImportScoutsDialog");

const plural = (n: number) => `${n} ${n === 1 ? "scout" : "scouts"}`;

type Props = {
  /** Opens a scout's badge progress; the page supplies the view (without it the action is not shown). */
  onShowProgress?: (scout: Scout) => void;
  /**
   * Whether Delete, Delete Selected and Merge… are offered: erasing (and merging, which erases the
   * duplicate) is for the troop's admins, so the page leaves them out for an assistant leader.
   */
  canErase?: boolean;
};

/**
 * Scout Management tab: search, status filter, roster table with selection, add/edit/delete, bulk award,
 * invite cards and parent invites by email, bulk delete, CSV export of the filtered roster and CSV import.
 */
export function ScoutManagementTab({ onShowProgress, canErase = true }: Props) {
  const id = useId();
  const scouts = useQuery(scoutsQuery);
  const roster = scouts.data ?? [];
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const patrols = useQuery(patrolsQuery);
  const patrolList = patrols.data ?? [];
  const [patrolFilter, setPatrolFilter] = useState<PatrolFilter>("all");
  const [moveOpen, setMoveOpen] = useState(false);
  const [selection, setSelection] = useState<Set<string>>(new Set());
  const [form, setForm] = useState<{ open: boolean; scout: Scout | null }>({ open: false, scout: null });
  const [toDelete, setToDelete] = useState<Scout | null>(null);
  const [confirmBulkDelete, setConfirmBulkDelete] = useState(false);
  const [awardOpen, setAwardOpen] = useState(false);
  const [cardsOpen, setCardsOpen] = useState(false);
  const [inviteParentsOpen, setInviteParentsOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [healthOf, setHealthOf] = useState<Scout | null>(null);
  const [invite, setInvite] = useState<{ scout: Scout; kind: "scout" | "parent" } | null>(null);
  const [passwordFor, setPasswordFor] = useState<Scout | null>(null);

  // Grouped by patrol once the troop has patrols (a heading row where each patrol's scouts begin).
  const filtered = useMemo(
    () =>
      groupByPatrol(
        filterByPatrol(filterScouts(roster, search, status), patrolFilter),
        patrolList.map((p) => p.id),
      ),
    [roster, search, status, patrolFilter, patrolList],
  );
  // Selection survives filtering, but scouts deleted meanwhile drop out.
  const selectedIds = roster.filter((s) => selection.has(s.id)).map((s) => s.id);

  const deleteOne = useMutation({
    mutationFn: (scout: Scout) => deleteScout(scout.id),
    onSuccess: (_, scout) => {
      toast({ title: "Scout Deleted", description: `${scout.name} has been removed from your group.` });
      setSelection((s) => {
        const next = new Set(s);
        next.delete(scout.id);
        return next;
      });
    },
    onError: () => toastError("Failed to delete scout. Please try again."),
    onSettled: () => void refreshRosterQueries(),
  });

  const deleteMany = useMutation({
    mutationFn: async (ids: string[]) => {
      const results = await Promise.allSettled(ids.map((sid) => deleteScout(sid)));
      // The first refusal (its ApiError) fails the whole: the roster is read again either way.
      const refused = results.find((r) => r.status === "rejected");
      if (refused) throw refused.reason;
      return ids.length;
    },
    onSuccess: (count) => {
      toast({ title: "Scouts Deleted", description: `${plural(count)} removed from your group.` });
      setSelection(new Set());
    },
    onError: () => toastError("Failed to delete scouts. Please try again."),
    onSettled: () => void refreshRosterQueries(),
  });

  // The CSV writer comes with the first export, not with the roster.
  async function exportCsv() {
    const [{ scoutsToCsv }, { downloadCsv }] = await Promise.all([import("../scout-csv-export"), import("@/lib/csv")]);
    const day = lightFormat(new Date(), "yyyy-MM-dd");
    downloadCsv(scoutsToCsv(filtered), `scouts-${day}.csv`);
  }

  return (
    <Card>
      <CardHeader className="gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle as="h2">Scout Roster</CardTitle>
            <CardDescription>
              {plural(roster.length)} in your group
              {selectedIds.length > 0 && ` · ${selectedIds.length} selected`}
            </CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setForm({ open: true, scout: null })}>
              <UserPlus aria-hidden="true" />
              Add Scout
            </Button>
            <Button variant="outline" onClick={() => void exportCsv()}>
              <Download aria-hidden="true" />
              Export
            </Button>
            <Button variant="outline" onClick={() => setImportOpen(true)}>
              <Upload aria-hidden="true" />
              Import
            </Button>
          </div>
        </div>
        <div className={`grid grid-cols-1 gap-3 ${patrolList.length > 0 ? "sm:grid-cols-[1fr_12rem_12rem]" : "sm:grid-cols-[1fr_12rem]"}`}>
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor={`${id}-search`}>Search scouts</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                id={`${id}-search`}
                type="search"
                className="pl-9"
                placeholder="Name or email"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
          </div>
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor={`${id}-status`}>Status</Label>
            <NativeSelect id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value as StatusFilter)}>
              <option value="all">All scouts</option>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </NativeSelect>
          </div>
          {patrolList.length > 0 && (
            <PatrolFilterSelect id={`${id}-patrol`} patrols={patrolList} value={patrolFilter} onChange={setPatrolFilter} />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => setAwardOpen(true)}>
            <Award aria-hidden="true" />
            Award Badge{selectedIds.length > 0 && ` (${selectedIds.length})`}
          </Button>
          <Button variant="outline" size="sm" disabled={selectedIds.length === 0} onClick={() => setCardsOpen(true)}>
            <Printer aria-hidden="true" />
            Print invite cards{selectedIds.length > 0 && ` (${selectedIds.length})`}
          </Button>
          <Button variant="outline" size="sm" disabled={selectedIds.length === 0} onClick={() => setInviteParentsOpen(true)}>
            <Mail aria-hidden="true" />
            Invite parents{selectedIds.length > 0 && ` (${selectedIds.length})`}
          </Button>
          {patrolList.length > 0 && (
            <Button variant="outline" size="sm" disabled={selectedIds.length === 0} onClick={() => setMoveOpen(true)}>
              <Flag aria-hidden="true" />
              Move to patrol{selectedIds.length > 0 && ` (${selectedIds.length})`}
            </Button>
          )}
          {canErase && (
            <Button variant="destructive" size="sm" disabled={selectedIds.length === 0} onClick={() => setConfirmBulkDelete(true)}>
              <Trash2 aria-hidden="true" />
              Delete Selected{selectedIds.length > 0 && ` (${selectedIds.length})`}
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent>
        {waitsForNetwork(scouts) ? (
          <NotOnThisPhone what="The roster is" />
        ) : scouts.isLoading ? (
          <div className="grid grid-cols-1 gap-2" aria-busy="true">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : scouts.isError ? (
          <p role="alert" className="text-destructive">
            Could not load the roster. Please reload the page.
          </p>
        ) : filtered.length === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-lg border border-dashed py-10 text-center">
            <Users className="size-10 text-muted-foreground" aria-hidden="true" />
            <h3 className="text-lg font-semibold">No Scouts Found</h3>
            <p className="max-w-sm text-sm text-muted-foreground">
              {roster.length === 0
                ? "Add your first scout or import a CSV roster to get started."
                : "No scouts match your search or filter."}
            </p>
          </div>
        ) : (
          <RosterTable
            scouts={filtered}
            patrols={patrolList}
            selection={selection}
            onSelectionChange={setSelection}
            actions={{
              onSignUpCode: (scout) => setInvite({ scout, kind: "scout" }),
              onParentInvite: (scout) => setInvite({ scout, kind: "parent" }),
              onSetPassword: setPasswordFor,
              onShowProgress,
              onEdit: (scout) => setForm({ open: true, scout }),
              onHealth: setHealthOf,
              onDelete: canErase ? setToDelete : undefined,
            }}
          />
        )}
      </CardContent>

      <WhenFirstOpened open={form.open}>
        <ScoutFormDialog open={form.open} scout={form.scout} onOpenChange={(open) => setForm((f) => ({ ...f, open }))} />
      </WhenFirstOpened>
      <WhenFirstOpened open={awardOpen}>
        <BulkAwardDialog open={awardOpen} onOpenChange={setAwardOpen} scoutIds={selectedIds} onAwarded={() => setSelection(new Set())} />
      </WhenFirstOpened>
      <WhenFirstOpened open={healthOf !== null}>
        <HealthDialog scout={healthOf} onOpenChange={(open) => !open && setHealthOf(null)} />
      </WhenFirstOpened>
      <WhenFirstOpened open={importOpen}>
        <ImportScoutsDialog open={importOpen} onOpenChange={setImportOpen} />
      </WhenFirstOpened>

      <WhenFirstOpened open={passwordFor !== null}>
        <SetPasswordDialog
          name={passwordFor?.name ?? null}
          onOpenChange={(open) => !open && setPasswordFor(null)}
          submit={(newPassword) => (passwordFor ? setScoutPassword(passwordFor.id, newPassword) : Promise.resolve())}
        />
      </WhenFirstOpened>
      <WhenFirstOpened open={moveOpen}>
        <MoveToPatrolDialog open={moveOpen} onOpenChange={setMoveOpen} scoutIds={selectedIds} onMoved={() => setSelection(new Set())} />
      </WhenFirstOpened>
      <WhenFirstOpened open={cardsOpen}>
        <InviteCardsDialog scoutIds={selectedIds} open={cardsOpen} onOpenChange={setCardsOpen} />
      </WhenFirstOpened>
      <WhenFirstOpened open={inviteParentsOpen}>
        <InviteParentsDialog
          scouts={roster.filter((s) => selection.has(s.id))}
          open={inviteParentsOpen}
          onOpenChange={setInviteParentsOpen}
        />
      </WhenFirstOpened>
      <WhenFirstOpened open={invite !== null}>
        <InviteCardDialog scout={invite?.scout ?? null} kind={invite?.kind ?? "scout"} onOpenChange={(open) => !open && setInvite(null)} />
      </WhenFirstOpened>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={`Delete ${toDelete?.name}?`}
        description={`This action cannot be undone. ${toDelete?.name}'s badges, attendance and activities are deleted too, along with their account if they have one.`}
        confirmLabel="Delete Scout"
        onConfirm={() => toDelete && deleteOne.mutate(toDelete)}
      />

      <ConfirmDialog
        open={confirmBulkDelete}
        onOpenChange={setConfirmBulkDelete}
        title={`Delete ${plural(selectedIds.length)}?`}
        description={`Are you sure you want to delete ${plural(selectedIds.length)}? This action cannot be undone: their badges, attendance and activities are deleted too.`}
        confirmLabel={`Delete ${plural(selectedIds.length)}`}
        onConfirm={() => deleteMany.mutate(selectedIds)}
      />
    </Card>
  );
}
