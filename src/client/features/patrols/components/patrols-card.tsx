import type { Patrol } from "@shared/api/patrols";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { NotOnThisPhone } from "@/components/not-on-this-phone";
import { PatrolMark } from "@/components/patrol-mark";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { WhenFirstOpened } from "@/components/when-first-opened";
import { errorMessage } from "@/lib/api-request";
import { lazyNamed } from "@/lib/lazy-named";
import { toast } from "@/lib/use-toast";
import { waitsForNetwork } from "@/lib/waits-for-network";
import { deletePatrol, patrolsQuery, refreshPatrols } from "../api";

// The patrol form (and the form library) loads when first opened.
const PatrolFormDialog = lazyNamed(() => import("./patrol-form-dialog"), "PatrolFormDialog");

/**
 * Patrols, beside the roster: each patrol with its colour and number of active scouts, and Add,
 * Edit (name, motto and colour) and Remove. A patrol with scouts in it is not removed: the server's
 * refusal, which counts them, shows under the list.
 */
export function PatrolsCard() {
  const patrols = useQuery(patrolsQuery);
  const [editing, setEditing] = useState<Patrol | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState<Patrol | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const remove = useMutation({
    mutationFn: (patrol: Patrol) => deletePatrol(patrol.id),
    onSuccess: (_done, patrol) => {
      setRefusal(null);
      void refreshPatrols();
      toast({ title: "Patrol removed", description: patrol.name });
    },
    onError: (error) => setRefusal(errorMessage(error, "Failed to remove the patrol. Please try again.")),
  });

  const open = (patrol: Patrol | null) => {
    setEditing(patrol);
    setFormOpen(true);
  };
  const list = patrols.data ?? [];

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle as="h2">Patrols</CardTitle>
          <CardDescription>Small groups of scouts, each with its own colour on the roster.</CardDescription>
        </div>
        <Button variant="outline" onClick={() => open(null)}>
          <Plus aria-hidden="true" />
          Add patrol
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {waitsForNetwork(patrols) ? (
          <NotOnThisPhone what="The patrols are" />
        ) : patrols.isPending ? (
          <p className="text-sm text-muted-foreground">Loading patrols...</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">No patrols yet.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label="Patrols">
            {list.map((patrol) => (
              <li key={patrol.id} className="flex items-center justify-between gap-2 rounded-md border p-2">
                <span className="flex min-w-0 items-center gap-2">
                  <PatrolMark color={patrol.color} />
                  <span className="grid min-w-0">
                    <span className="truncate font-medium">{patrol.name}</span>
                    {patrol.motto && <span className="truncate text-sm italic text-muted-foreground">“{patrol.motto}”</span>}
                  </span>
                  <span className="shrink-0 text-sm text-muted-foreground">
                    {patrol.scoutCount} {patrol.scoutCount === 1 ? "scout" : "scouts"}
                  </span>
                </span>
                <span className="flex shrink-0 gap-1">
                  <Button variant="ghost" size="icon" aria-label={`Edit ${patrol.name}`} onClick={() => open(patrol)}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Remove ${patrol.name}`} onClick={() => setRemoving(patrol)}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        {refusal && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {refusal}
          </p>
        )}
      </CardContent>
      <WhenFirstOpened open={formOpen}>
        <PatrolFormDialog open={formOpen} onOpenChange={setFormOpen} patrol={editing} usedColors={list.map((p) => p.color)} />
      </WhenFirstOpened>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        title="Remove patrol?"
        description={removing ? `${removing.name} will be removed. Its scouts must be moved to another patrol first.` : ""}
        confirmLabel="Remove patrol"
        onConfirm={() => {
          if (removing) remove.mutate(removing);
          setRemoving(null);
        }}
      />
    </Card>
  );
}
