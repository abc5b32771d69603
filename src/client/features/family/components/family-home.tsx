import { INVITE_MESSAGES } from "@shared/invite-code";
import { useQuery } from "@tanstack/react-query";
import { LazyPart } from "@/components/lazy-part";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { apiErrorStatus, errorMessage } from "@/lib/api-request";
import { lazyNamed } from "@/lib/lazy-named";
import { childrenQuery } from "../api";
import { ChildCard } from "./child-card";

// The code form (and the form library) comes beside the children's cards.
const LinkChildForm = lazyNamed(() => import("./link-child-form"), "LinkChildForm");

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
          <LazyPart>
            <LinkChildForm />
          </LazyPart>
        </>
      )}
    </div>
  );
}
