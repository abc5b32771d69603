import { useQuery } from "@tanstack/react-query";
import { ClipboardCheck, Users } from "lucide-react";
import { useState } from "react";
import { PatrolMark } from "@/components/patrol-mark";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { WhenFirstOpened } from "@/components/when-first-opened";
import { lazyNamed } from "@/lib/lazy-named";
import { myPatrolQuery, patrolProgressQuery } from "../api";

// The register (the dialog and select libraries) loads when a patrol leader first opens it, not with every scout's home.
const TakeRegisterDialog = lazyNamed(() => import("./take-register-dialog"), "TakeRegisterDialog");

/**
 * My patrol, on a scout's home: the patrol's name and colour and the patrol mates' names. A patrol
 * leader also takes the patrol's register and sees its badge progress.
 */
export function MyPatrolCard() {
  const mine = useQuery(myPatrolQuery);
  const [registerOpen, setRegisterOpen] = useState(false);
  const [showProgress, setShowProgress] = useState(false);
  const patrol = mine.data?.patrol;
  if (!patrol) return null;
  const leads = mine.data?.leads === true;
  const mates = mine.data?.mates ?? [];

  return (
    <Card className="drawn-when-near">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-5" />
          My patrol
        </CardTitle>
        <CardDescription className="flex items-center gap-2">
          <PatrolMark color={patrol.color} />
          <span className="font-medium text-foreground">{patrol.name}</span>
          {leads && <span>· You are a patrol leader</span>}
        </CardDescription>
        {patrol.motto && <p className="text-sm italic wrap-anywhere">“{patrol.motto}”</p>}
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <h3 className="mb-1 text-sm font-medium">Patrol mates</h3>
          {mates.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nobody else is in your patrol yet.</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label="Patrol mates">
              {mates.map((mate, index) => (
                // Names only: two mates may share one.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list holds names and nothing else to key by.
                <li key={`${mate.name}-${index}`} className="rounded-full bg-muted px-3 py-1 text-sm">
                  {mate.name}
                </li>
              ))}
            </ul>
          )}
        </div>
        {leads && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setRegisterOpen(true)}>
              <ClipboardCheck aria-hidden="true" />
              Take the register
            </Button>
            <Button variant="outline" aria-expanded={showProgress} onClick={() => setShowProgress((shown) => !shown)}>
              {showProgress ? "Hide patrol badge progress" : "Patrol badge progress"}
            </Button>
          </div>
        )}
        {leads && showProgress && <PatrolProgressList />}
      </CardContent>
      {leads && (
        <WhenFirstOpened open={registerOpen}>
          <TakeRegisterDialog open={registerOpen} onOpenChange={setRegisterOpen} />
        </WhenFirstOpened>
      )}
    </Card>
  );
}

function PatrolProgressList() {
  const progress = useQuery(patrolProgressQuery);
  if (progress.isPending) return <p className="text-sm text-muted-foreground">Loading badge progress...</p>;
  if (progress.isError) return <p className="text-sm text-destructive">Could not load the patrol's badge progress.</p>;
  return (
    <ul className="grid gap-3" aria-label="Patrol badge progress">
      {progress.data.map((scout, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: names only, and two scouts may share one.
        <li key={`${scout.name}-${index}`} className="rounded-md border p-3">
          <p className="font-medium">
            {scout.name}{" "}
            <span className="text-sm font-normal text-muted-foreground">
              · {scout.earnedCount} {scout.earnedCount === 1 ? "badge" : "badges"} earned
            </span>
          </p>
          {scout.inProgress.length === 0 ? (
            <p className="text-sm text-muted-foreground">No badge in progress.</p>
          ) : (
            <ul className="mt-2 grid gap-2">
              {scout.inProgress.map((badge) => (
                <li key={badge.badgeName} className="grid gap-1 text-sm">
                  <span className="flex justify-between gap-2">
                    <span>{badge.badgeName}</span>
                    <span className="text-muted-foreground">{badge.progressPercentage}%</span>
                  </span>
                  <Progress value={badge.progressPercentage} aria-label={`${scout.name}: ${badge.badgeName}`} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
