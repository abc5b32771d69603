import type { Patrol } from "@shared/api/patrols";
import type { Scout } from "@shared/api/scouts";
import { ChartNoAxesColumnIncreasing, HeartPulse, KeyRound, LockKeyhole, Merge, Pencil, Trash2, UserRoundPlus } from "lucide-react";
import { memo, type ReactNode, useCallback, useLayoutEffect, useRef, useState } from "react";
import { PatrolMark } from "@/components/patrol-mark";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { WhenFirstOpened } from "@/components/when-first-opened";
import { formatDate } from "@/lib/format-date";
import { lazyNamed } from "@/lib/lazy-named";
import { useDrawnInBatches } from "@/lib/use-drawn-in-batches";
import { allSelected, toggleAllVisible, toggleOne } from "../scout-filters";
import { LinkedParents } from "./linked-parents";

// The merge form (and the form library) loads when a leader first opens it, never with the roster.
const MergeScoutsDialog = lazyNamed(() => import("./merge-scouts-dialog"), "MergeScoutsDialog");

function formatDay(iso: string | null) {
  if (!iso) return "—";
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00` : iso);
  return formatDate(date) || "—";
}

/**
 * Rows drawn by the server's first view (and while the app takes it over): more than a phone's first
 * screen shows below the counters and the patrols. A troop's whole roster is 60 scouts and more,
 * whose markup (300 buttons with their icons) a phone would parse and lay out before it paints
 * anything, and take over in one task (see useDrawnInBatches).
 */
export const ROWS_DRAWN_FIRST = 10;

/**
 * What a row's action buttons open; the tab owns the dialogs. Without onShowProgress there is no
 * Progress action; without onDelete (an assistant leader) neither Delete nor Merge…, since both erase
 * an entry and only the troop's admins do that.
 */
export type RosterActions = {
  onSignUpCode: (scout: Scout) => void;
  onParentInvite: (scout: Scout) => void;
  onSetPassword: (scout: Scout) => void;
  onShowProgress?: (scout: Scout) => void;
  onEdit: (scout: Scout) => void;
  onHealth: (scout: Scout) => void;
  onDelete?: (scout: Scout) => void;
};

/** One icon action of a roster row, named for the scout it acts on. */
function RowAction({ label, title, onClick, children }: { label: string; title?: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={title} onClick={onClick}>
      {children}
    </Button>
  );
}

type Props = {
  /** The scouts shown (already searched and filtered); select-all acts on these only. */
  scouts: Scout[];
  selection: Set<string>;
  onSelectionChange: (selection: Set<string>) => void;
  actions: RosterActions;
  /**
   * The troop's patrols: each row shows its scout's patrol, and the rows (given grouped by patrol)
   * get a heading row where a patrol's scouts begin. Without patrols, neither.
   */
  patrols?: readonly Patrol[];
};

/** An entry that may be the same child as another one: the mark and the way to merge the two. */
function PossibleDuplicate({ scout, onMerge }: { scout: Scout; onMerge?: () => void }) {
  const others = scout.possibleDuplicateOf.map((d) => d.name).join(", ");
  return (
    <span className="mt-1 flex flex-wrap items-center gap-1">
      <Badge variant="warning" title={`Same name or email as ${others}`}>
        Possible duplicate
      </Badge>
      {onMerge && (
        <Button
          variant="outline"
          size="sm"
          className="h-7 px-2 text-xs"
          aria-label={`Merge ${scout.name} with a duplicate entry`}
          onClick={onMerge}
        >
          <Merge aria-hidden="true" />
          Merge…
        </Button>
      )}
    </span>
  );
}

type RosterRowProps = {
  scout: Scout;
  patrol: Patrol | undefined;
  /** The first of its patrol's scouts: a heading row for the patrol goes before it. */
  groupStarts: boolean;
  checked: boolean;
  canShowProgress: boolean;
  canErase: boolean;
  onToggle: (scoutId: string) => void;
  onAction: (action: keyof RosterActions, scout: Scout) => void;
  onMerge: (scout: Scout) => void;
};

/**
 * One scout's row. Kept as it is unless its own scout, patrol or tick changes: rows are drawn in
 * batches after the app takes the page over, and a phone then draws only the new rows, not every
 * row again per batch (the callbacks it gets are the same from one drawing to the next).
 */
const RosterRow = memo(function RosterRow({
  scout,
  patrol,
  groupStarts,
  checked,
  canShowProgress,
  canErase,
  onToggle,
  onAction,
  onMerge,
}: RosterRowProps) {
  return (
    <>
      {groupStarts && (
        <TableRow className="bg-muted/50 hover:bg-muted/50" data-testid="patrol-group">
          <TableHead scope="colgroup" colSpan={7} className="h-8 text-foreground">
            <span className="flex items-center gap-2">
              {patrol && <PatrolMark color={patrol.color} />}
              {patrol ? patrol.name : "No patrol"}
            </span>
          </TableHead>
        </TableRow>
      )}
      <TableRow data-state={checked ? "selected" : undefined} data-testid="scout-row">
        <TableCell className="px-2 sm:px-3">
          <Checkbox aria-label={`Select ${scout.name}`} checked={checked} onCheckedChange={() => onToggle(scout.id)} />
        </TableCell>
        <TableCell className="font-medium">
          <span className="block max-w-48 wrap-anywhere">{scout.name}</span>
          {patrol && (
            <span className="flex items-center gap-1 text-xs font-normal text-muted-foreground">
              <PatrolMark color={patrol.color} className="size-2.5" />
              {patrol.name}
              {scout.patrolLeader && " · Patrol leader"}
            </span>
          )}
          {scout.email && (
            <span className="block max-w-48 text-xs font-normal text-muted-foreground wrap-anywhere sm:hidden">{scout.email}</span>
          )}
          <Badge variant={scout.isActive ? "success" : "muted"} className="mt-1 sm:hidden">
            {scout.isActive ? "Active" : "Inactive"}
          </Badge>
          {scout.possibleDuplicateOf.length > 0 && (
            <PossibleDuplicate scout={scout} onMerge={canErase ? () => onMerge(scout) : undefined} />
          )}
          <LinkedParents scout={scout} />
        </TableCell>
        <TableCell className="hidden text-muted-foreground sm:table-cell">
          <span className="block max-w-56 wrap-anywhere">{scout.email ?? "—"}</span>
        </TableCell>
        <TableCell className="hidden whitespace-nowrap md:table-cell">{scout.phone ?? "—"}</TableCell>
        <TableCell className="hidden sm:table-cell">
          <Badge variant={scout.isActive ? "success" : "muted"}>{scout.isActive ? "Active" : "Inactive"}</Badge>
        </TableCell>
        <TableCell className="hidden whitespace-nowrap lg:table-cell">{formatDay(scout.joinDate)}</TableCell>
        {/* Sticky, so a long name or a narrow screen never pushes the actions out of view. */}
        <TableCell className="sticky right-0 bg-card px-1 sm:px-3">
          <div className="flex flex-wrap justify-end gap-0 sm:gap-1">
            {scout.hasAccount ? (
              <RowAction label={`Set password for ${scout.name}`} title="Set password" onClick={() => onAction("onSetPassword", scout)}>
                <LockKeyhole aria-hidden="true" />
              </RowAction>
            ) : (
              <RowAction label={`Sign-up code for ${scout.name}`} title="Sign-up code" onClick={() => onAction("onSignUpCode", scout)}>
                <KeyRound aria-hidden="true" />
              </RowAction>
            )}
            <RowAction label={`Parent invite for ${scout.name}`} title="Parent invite" onClick={() => onAction("onParentInvite", scout)}>
              <UserRoundPlus aria-hidden="true" />
            </RowAction>
            {canShowProgress && (
              <RowAction label={`Badge progress of ${scout.name}`} title="Badge progress" onClick={() => onAction("onShowProgress", scout)}>
                <ChartNoAxesColumnIncreasing aria-hidden="true" />
              </RowAction>
            )}
            <RowAction label={`Health notes of ${scout.name}`} title="Health notes" onClick={() => onAction("onHealth", scout)}>
              <HeartPulse aria-hidden="true" />
            </RowAction>
            <RowAction label={`Edit ${scout.name}`} onClick={() => onAction("onEdit", scout)}>
              <Pencil aria-hidden="true" />
            </RowAction>
            {canErase && (
              <RowAction label={`Delete ${scout.name}`} onClick={() => onAction("onDelete", scout)}>
                <Trash2 aria-hidden="true" className="text-destructive" />
              </RowAction>
            )}
          </div>
        </TableCell>
      </TableRow>
    </>
  );
});

/**
 * The roster table: a selection checkbox per scout, the columns that fit the screen (email, phone,
 * status and join date fold into the name cell or hide on a phone), and each scout's actions. An
 * entry that shares a name or email with another is marked, with Merge… beside the mark.
 */
export function RosterTable({ scouts, selection, onSelectionChange, actions, patrols = [] }: Props) {
  const patrolOf = (scout: Scout) => (scout.patrolId ? patrols.find((p) => p.id === scout.patrolId) : undefined);
  const visibleIds = scouts.map((s) => s.id);
  const { onShowProgress, onDelete } = actions;
  const everyVisible = allSelected(visibleIds, selection);
  const someVisible = visibleIds.some((sid) => selection.has(sid));
  const drawn = scouts.slice(0, useDrawnInBatches(scouts.length, ROWS_DRAWN_FIRST));
  const [merge, setMerge] = useState<{ open: boolean; scout: Scout | null }>({ open: false, scout: null });
  // The rows' callbacks read the latest actions and selection, so they stay the same callbacks.
  const latest = useRef({ actions, selection, onSelectionChange });
  useLayoutEffect(() => {
    latest.current = { actions, selection, onSelectionChange };
  });
  const toggle = useCallback((scoutId: string) => {
    const { selection: current, onSelectionChange: change } = latest.current;
    change(toggleOne(scoutId, current));
  }, []);
  const act = useCallback((action: keyof RosterActions, scout: Scout) => latest.current.actions[action]?.(scout), []);
  const openMerge = useCallback((scout: Scout) => setMerge({ open: true, scout }), []);
  return (
    <>
      <Table aria-label="Scouts" wrapperClassName="rounded-md border">
        <TableHeader>
          <TableRow>
            <TableHead scope="col" className="w-10 px-2 sm:px-3">
              <Checkbox
                aria-label="Select all scouts"
                checked={everyVisible ? true : someVisible ? "indeterminate" : false}
                onCheckedChange={() => onSelectionChange(toggleAllVisible(visibleIds, selection))}
              />
            </TableHead>
            <TableHead scope="col">Name</TableHead>
            <TableHead scope="col" className="hidden sm:table-cell">
              Email
            </TableHead>
            <TableHead scope="col" className="hidden md:table-cell">
              Phone
            </TableHead>
            <TableHead scope="col" className="hidden sm:table-cell">
              Status
            </TableHead>
            <TableHead scope="col" className="hidden lg:table-cell">
              Joined
            </TableHead>
            <TableHead scope="col" className="sticky right-0 bg-card text-right">
              Actions
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {drawn.map((scout, index) => {
            const previous = index > 0 ? drawn[index - 1] : undefined;
            return (
              <RosterRow
                key={scout.id}
                scout={scout}
                patrol={patrolOf(scout)}
                groupStarts={patrols.length > 0 && (index === 0 || (previous !== undefined && previous.patrolId !== scout.patrolId))}
                checked={selection.has(scout.id)}
                canShowProgress={onShowProgress !== undefined}
                canErase={onDelete !== undefined}
                onToggle={toggle}
                onAction={act}
                onMerge={openMerge}
              />
            );
          })}
        </TableBody>
      </Table>
      <WhenFirstOpened open={merge.open}>
        <MergeScoutsDialog open={merge.open} scout={merge.scout} onOpenChange={(open) => setMerge((m) => ({ ...m, open }))} />
      </WhenFirstOpened>
    </>
  );
}
