import type { Scout } from "@shared/api/scouts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { Award, Download, Pencil, Search, Trash2, Upload, UserPlus, Users } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast, toastError } from "@/lib/use-toast";
import { deleteScout, refreshRosterQueries, scoutsQuery } from "../api";
import { downloadCsv, scoutsToCsv } from "../scout-csv";
import { allSelected, filterScouts, type StatusFilter, toggleAllVisible, toggleOne } from "../scout-filters";
import { BulkAwardDialog } from "./bulk-award-dialog";
import { ImportScoutsDialog } from "./import-scouts-dialog";
import { ScoutFormDialog } from "./scout-form-dialog";

const plural = (n: number) => `${n} ${n === 1 ? "scout" : "scouts"}`;

function formatDay(iso: string | null) {
  if (!iso) return "—";
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00` : iso);
  return Number.isNaN(date.getTime()) ? "—" : format(date, "d MMM yyyy");
}

/**
 * Scout Management tab: search, status filter, roster table with selection, add/edit/delete, bulk award,
 * bulk delete, CSV export of the filtered roster and CSV import.
 */
export function ScoutManagementTab() {
  const id = useId();
  const scouts = useQuery(scoutsQuery);
  const roster = scouts.data ?? [];
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [selection, setSelection] = useState<Set<string>>(new Set());
  const [form, setForm] = useState<{ open: boolean; scout: Scout | null }>({ open: false, scout: null });
  const [toDelete, setToDelete] = useState<Scout | null>(null);
  const [confirmBulkDelete, setConfirmBulkDelete] = useState(false);
  const [awardOpen, setAwardOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);

  const filtered = useMemo(() => filterScouts(roster, search, status), [roster, search, status]);
  const visibleIds = filtered.map((s) => s.id);
  // Selection survives filtering, but scouts deleted meanwhile drop out.
  const selectedIds = roster.filter((s) => selection.has(s.id)).map((s) => s.id);
  const everyVisible = allSelected(visibleIds, selection);
  const someVisible = visibleIds.some((sid) => selection.has(sid));

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
      const failed = results.filter((r) => r.status === "rejected").length;
      if (failed > 0) throw new Error(String(failed));
      return ids.length;
    },
    onSuccess: (count) => {
      toast({ title: "Scouts Deleted", description: `${plural(count)} removed from your group.` });
      setSelection(new Set());
    },
    onError: () => toastError("Failed to delete scouts. Please try again."),
    onSettled: () => void refreshRosterQueries(),
  });

  function exportCsv() {
    const day = format(new Date(), "yyyy-MM-dd");
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
            <Button variant="outline" onClick={exportCsv}>
              <Download aria-hidden="true" />
              Export
            </Button>
            <Button variant="outline" onClick={() => setImportOpen(true)}>
              <Upload aria-hidden="true" />
              Import
            </Button>
          </div>
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_12rem]">
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
            <Select value={status} onValueChange={(v) => setStatus(v as StatusFilter)}>
              <SelectTrigger id={`${id}-status`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All scouts</SelectItem>
                <SelectItem value="active">Active</SelectItem>
                <SelectItem value="inactive">Inactive</SelectItem>
              </SelectContent>
            </Select>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => setAwardOpen(true)}>
            <Award aria-hidden="true" />
            Award Badge{selectedIds.length > 0 && ` (${selectedIds.length})`}
          </Button>
          <Button variant="destructive" size="sm" disabled={selectedIds.length === 0} onClick={() => setConfirmBulkDelete(true)}>
            <Trash2 aria-hidden="true" />
            Delete Selected{selectedIds.length > 0 && ` (${selectedIds.length})`}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {scouts.isLoading ? (
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
          <Table aria-label="Scouts" wrapperClassName="rounded-md border">
            <TableHeader>
              <TableRow>
                <TableHead scope="col" className="w-10 px-2 sm:px-3">
                  <Checkbox
                    aria-label="Select all scouts"
                    checked={everyVisible ? true : someVisible ? "indeterminate" : false}
                    onCheckedChange={() => setSelection((s) => toggleAllVisible(visibleIds, s))}
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
                <TableHead scope="col" className="text-right">
                  Actions
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {filtered.map((scout) => {
                const checked = selection.has(scout.id);
                return (
                  <TableRow key={scout.id} data-state={checked ? "selected" : undefined} data-testid="scout-row">
                    <TableCell className="px-2 sm:px-3">
                      <Checkbox
                        aria-label={`Select ${scout.name}`}
                        checked={checked}
                        onCheckedChange={() => setSelection((s) => toggleOne(scout.id, s))}
                      />
                    </TableCell>
                    <TableCell className="font-medium">
                      <span className="block max-w-48 break-words">{scout.name}</span>
                      {scout.email && (
                        <span className="block max-w-48 text-xs font-normal text-muted-foreground wrap-anywhere sm:hidden">
                          {scout.email}
                        </span>
                      )}
                      <Badge variant={scout.isActive ? "success" : "muted"} className="mt-1 sm:hidden">
                        {scout.isActive ? "Active" : "Inactive"}
                      </Badge>
                    </TableCell>
                    <TableCell className="hidden text-muted-foreground sm:table-cell">
                      <span className="block max-w-56 wrap-anywhere">{scout.email ?? "—"}</span>
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap md:table-cell">{scout.phone ?? "—"}</TableCell>
                    <TableCell className="hidden sm:table-cell">
                      <Badge variant={scout.isActive ? "success" : "muted"}>{scout.isActive ? "Active" : "Inactive"}</Badge>
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap lg:table-cell">{formatDay(scout.joinDate)}</TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-0 sm:gap-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Edit ${scout.name}`}
                          onClick={() => setForm({ open: true, scout })}
                        >
                          <Pencil aria-hidden="true" />
                        </Button>
                        <Button variant="ghost" size="icon" aria-label={`Delete ${scout.name}`} onClick={() => setToDelete(scout)}>
                          <Trash2 aria-hidden="true" className="text-destructive" />
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>

      <ScoutFormDialog open={form.open} scout={form.scout} onOpenChange={(open) => setForm((f) => ({ ...f, open }))} />
      <BulkAwardDialog open={awardOpen} onOpenChange={setAwardOpen} scoutIds={selectedIds} onAwarded={() => setSelection(new Set())} />
      <ImportScoutsDialog open={importOpen} onOpenChange={setImportOpen} roster={roster} />

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
