import { INVITE_MESSAGES } from "@shared/invite-code";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, LockKeyhole } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { HealthCardProps } from "@/components/health-card";
import { LazyPart } from "@/components/lazy-part";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { WhenFirstOpened } from "@/components/when-first-opened";
import { apiErrorStatus, errorMessage } from "@/lib/api-request";
import { lazyNamed } from "@/lib/lazy-named";
import { childrenQuery, setChildPassword } from "../api";
import { ChildActivities } from "./child-activities";
import { ChildBadges } from "./child-badges";
import { ChildEvents } from "./child-events";

// The details form and the password dialog (and the form library) come beside the child's page.
const ChildDetailsForm = lazyNamed(() => import("./child-details-form"), "ChildDetailsForm");
// Its own chunk, like the form: a parent opening the page for the events loads neither.
const HealthCard = lazyNamed<HealthCardProps, "HealthCard">(() => import("@/components/health-card"), "HealthCard");
const SetPasswordDialog = lazyNamed(() => import("@/components/set-password-dialog"), "SetPasswordDialog");

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none">{title}</h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The child's sign-in: a linked parent sets a new password when the child has forgotten it. */
function ChildPassword({ scoutId, name, hasAccount }: { scoutId: string; name: string; hasAccount: boolean }) {
  const [open, setOpen] = useState(false);
  if (!hasAccount) {
    return <p className="text-sm text-muted-foreground">{name} has not signed up yet, so there is no password to set.</p>;
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Forgotten password? Give {name} a new one here; {name} is signed out everywhere and signs in with it.
      </p>
      <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        <LockKeyhole aria-hidden="true" />
        Set password
      </Button>
      <WhenFirstOpened open={open}>
        <SetPasswordDialog
          name={open ? name : null}
          onOpenChange={setOpen}
          submit={(newPassword) => setChildPassword(scoutId, newPassword)}
        />
      </WhenFirstOpened>
    </div>
  );
}

/** One child's page for a parent: events, badges, what happened, contact and emergency details, and the password. */
export function ChildPage({ scoutId }: { scoutId: string }) {
  const children = useQuery(childrenQuery);
  const child = children.data?.find((c) => c.scout.id === scoutId);
  const back = (
    <Link
      href="/family"
      className="inline-flex items-center gap-1 rounded-sm text-sm font-medium hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      My family
    </Link>
  );
  if (children.isLoading) return <Skeleton className="h-64 w-full" />;
  if (children.isError) {
    return (
      <div className="grid gap-4">
        {back}
        <p role="status" className="rounded-lg border bg-card p-6 text-center text-lg">
          {apiErrorStatus(children.error) === 403
            ? INVITE_MESSAGES.portalOff
            : errorMessage(children.error, "Could not load your children.")}
        </p>
      </div>
    );
  }
  if (!child) {
    return (
      <div className="grid gap-4">
        {back}
        <h1 className="text-2xl font-bold">Child not found</h1>
        <p className="text-muted-foreground">This child is not linked to your account.</p>
      </div>
    );
  }
  const { scout } = child;
  // minmax(0, 1fr): a long word or a wide control inside a section never widens the page past a phone's screen.
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      {back}
      <h1 className="break-words text-2xl font-bold sm:text-3xl">{scout.name}</h1>
      <Section title="Events">
        <ChildEvents scoutId={scout.id} name={scout.name} />
      </Section>
      <Section title="Badges">
        <ChildBadges scoutId={scout.id} />
      </Section>
      <Section title="What happened">
        <ChildActivities scoutId={scout.id} />
      </Section>
      <Section title="Contact and emergency details">
        <LazyPart>
          <ChildDetailsForm key={`${scout.id}-${scout.emergencyPhone}-${scout.email}`} scout={scout} />
        </LazyPart>
      </Section>
      <LazyPart>
        <HealthCard url={`/api/parent/children/${scout.id}/health`} name={scout.name} />
      </LazyPart>
      <Section title="Password">
        <ChildPassword scoutId={scout.id} name={scout.name} hasAccount={scout.hasAccount} />
      </Section>
    </div>
  );
}
