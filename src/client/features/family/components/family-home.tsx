import { INVITE_MESSAGES } from "@shared/api/invites";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { apiErrorStatus, errorMessage } from "@/lib/api-request";
import { toast } from "@/lib/use-toast";
import { childrenQuery, linkChild, refreshFamilyQueries } from "../api";
import { ChildCard } from "./child-card";

/** A parent's home (/ and /family): a card per child, and a way to link one more child with a code. */
export function FamilyHome() {
  const children = useQuery(childrenQuery);
  const portalOff = children.isError && apiErrorStatus(children.error) === 403;

  return (
    <div className="grid gap-6">
      <PageHeader title="My family" description="Badges, events and contact details of your children." />
      {children.isLoading ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : portalOff ? (
        <p role="status" className="rounded-lg border bg-card p-6 text-center text-lg">
          {INVITE_MESSAGES.portalOff}
        </p>
      ) : children.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(children.error, "Could not load your children.")}
        </p>
      ) : (
        <>
          {(children.data ?? []).length === 0 ? (
            <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
              No child is linked to your account. Ask your leader for a parent invite code and add it below.
            </p>
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {(children.data ?? []).map((c) => (
                <ChildCard key={c.scout.id} child={c} />
              ))}
            </div>
          )}
          <LinkChildForm />
        </>
      )}
    </div>
  );
}

function LinkChildForm() {
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const link = useMutation({
    mutationFn: () => linkChild(code),
    onSuccess: async (child) => {
      setCode("");
      setError(null);
      toast({ title: "Child added", description: `${child.scout.name} is now on your family page.` });
      await refreshFamilyQueries();
    },
    onError: (e) => setError(errorMessage(e, INVITE_MESSAGES.invalid)),
  });
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none">Add another child</h2>
        <CardDescription>Each child has their own parent invite code from the leader.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-wrap items-end gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (code.trim()) link.mutate();
            else setError("Code is required.");
          }}
        >
          <div className="grid min-w-0 flex-1 gap-2">
            <Label htmlFor={`${id}-code`}>Parent invite code</Label>
            <Input
              id={`${id}-code`}
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <p id={`${id}-error`} className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" disabled={link.isPending}>
            Add child
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
