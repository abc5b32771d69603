import type { Leader } from "@shared/api/leaders";
import type { LeaderRole } from "@shared/constants";
import { useMutation, useQuery } from "@tanstack/react-query";
import { UsersRound } from "lucide-react";
import { useState } from "react";
import { NotOnThisPhone } from "@/components/not-on-this-phone";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-request";
import { toast, toastError } from "@/lib/use-toast";
import { waitsForNetwork } from "@/lib/waits-for-network";
import { logout } from "../../auth/api";
import { changeLeaderRole, leadersQuery, refreshAfterRoleChange, removeLeader } from "../api";

const ROLE_LABEL: Record<LeaderRole, string> = { admin: "Admin", assistant: "Assistant" };
export const LAST_ADMIN_HINT = "A troop needs at least one admin.";

type Props = {
  /** The signed-in leader's account id: their own row says "(you)". */
  currentUserId: string | null;
  /** Admins change roles; an assistant reads the list only. */
  canChangeRoles: boolean;
};

/** Troop Settings' Leaders section: each leader with name, email and role; admins change roles here. */
export function LeadersCard({ currentUserId, canChangeRoles }: Props) {
  const leaders = useQuery(leadersQuery);
  const adminCount = leaders.data?.filter((l) => l.leaderRole === "admin").length ?? 0;
  const [leaving, setLeaving] = useState<Leader | null>(null);
  const removal = useMutation({
    mutationFn: (leader: Leader) => removeLeader(leader.userId),
    onSuccess: async (_, leader) => {
      // One's own access ended with every session: what is kept on this device goes too.
      if (leader.userId === currentUserId) return logout();
      toast({ title: "Leader removed", description: `${leader.firstName} ${leader.lastName} is no longer a leader of the troop.` });
      await refreshAfterRoleChange(false);
    },
    onError: (error) => toastError(errorMessage(error, "Could not remove the leader. Please try again.")),
  });
  const mutation = useMutation({
    mutationFn: ({ leader, leaderRole }: { leader: Leader; leaderRole: LeaderRole }) => changeLeaderRole(leader.userId, leaderRole),
    onSuccess: async (changed) => {
      toast({
        title: "Role Changed",
        description: `${changed.firstName} ${changed.lastName} is now ${changed.leaderRole === "admin" ? "an admin" : "an assistant"}.`,
      });
      await refreshAfterRoleChange(changed.userId === currentUserId);
    },
    onError: (error) => toastError(errorMessage(error, "Failed to change the role. Please try again.")),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <UsersRound aria-hidden="true" className="size-5" />
          Leaders
        </CardTitle>
        <CardDescription>
          Admins change the troop's settings, codes and roles, and erase or merge scouts. Assistants do everything else.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {leaders.isLoading ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : waitsForNetwork(leaders) ? (
          <NotOnThisPhone what="The leaders are" />
        ) : leaders.isError || !leaders.data ? (
          <p role="alert" className="text-destructive">
            Could not load the leaders. Please reload the page.
          </p>
        ) : (
          <ul aria-label="Leaders" className="divide-y rounded-md border">
            {leaders.data.map((leader) => {
              const name = `${leader.firstName} ${leader.lastName}`;
              const isLastAdmin = leader.leaderRole === "admin" && adminCount === 1;
              const selectId = `leader-role-${leader.userId}`;
              return (
                <li key={leader.userId} className="grid gap-2 p-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-center">
                  <div className="min-w-0">
                    <p className="font-medium wrap-anywhere">
                      {name}
                      {leader.userId === currentUserId && <span className="font-normal text-muted-foreground"> (you)</span>}
                    </p>
                    <p className="text-sm text-muted-foreground wrap-anywhere">{leader.email}</p>
                  </div>
                  {canChangeRoles ? (
                    <div className="grid gap-1">
                      <Label htmlFor={selectId} className="sr-only">
                        Role of {name}
                      </Label>
                      <NativeSelect
                        id={selectId}
                        value={leader.leaderRole}
                        disabled={isLastAdmin || mutation.isPending}
                        aria-describedby={isLastAdmin ? `${selectId}-hint` : undefined}
                        onChange={(event) => {
                          const value = event.target.value as LeaderRole;
                          if (value !== leader.leaderRole) mutation.mutate({ leader, leaderRole: value });
                        }}
                      >
                        <option value="admin">{ROLE_LABEL.admin}</option>
                        <option value="assistant">{ROLE_LABEL.assistant}</option>
                      </NativeSelect>
                      {isLastAdmin && (
                        <p id={`${selectId}-hint`} className="text-xs text-muted-foreground">
                          {LAST_ADMIN_HINT}
                        </p>
                      )}
                    </div>
                  ) : (
                    <div className="sm:justify-self-end">
                      <Badge variant={leader.leaderRole === "admin" ? "secondary" : "muted"}>{ROLE_LABEL[leader.leaderRole]}</Badge>
                    </div>
                  )}
                  {(canChangeRoles || leader.userId === currentUserId) && !isLastAdmin ? (
                    <Button
                      variant="outline"
                      size="sm"
                      className="justify-self-start sm:justify-self-end"
                      disabled={removal.isPending}
                      aria-label={leader.userId === currentUserId ? "Leave the troop's leaders" : `Remove ${name} as a leader`}
                      onClick={() => setLeaving(leader)}
                    >
                      {leader.userId === currentUserId ? "Leave" : "Remove"}
                    </Button>
                  ) : (
                    <span className="hidden sm:block" />
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <ConfirmDialog
          open={leaving !== null}
          onOpenChange={(open) => !open && setLeaving(null)}
          title={
            leaving?.userId === currentUserId
              ? "Leave the troop's leaders?"
              : `Remove ${leaving?.firstName ?? ""} ${leaving?.lastName ?? ""}?`
          }
          description={
            leaving?.userId === currentUserId
              ? "You will be signed out everywhere and no longer see the roster, the camp sheets or the messages. An admin can invite you back with the leader code."
              : "Their leader access ends at once and they are signed out everywhere. Their account stays, as a parent's; an admin can invite them back with the leader code."
          }
          confirmLabel={leaving?.userId === currentUserId ? "Leave" : "Remove leader"}
          onConfirm={() => leaving && removal.mutate(leaving)}
        />
      </CardContent>
    </Card>
  );
}
