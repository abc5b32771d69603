import { Tent } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { deployment } from "../api";

/**
 * Starting another troop while signed in (many-troops M3): shown where the deployment takes new
 * troops (TROOP_SIGNUP open, or with its code), leading to /start-a-troop. The account stays one
 * account: it becomes the new troop's admin and can switch between its troops.
 */
export function StartAnotherTroopCard() {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void deployment().then((here) => {
      if (live && here && here.troopSignup !== "closed") setName(here.name);
    });
    return () => {
      live = false;
    };
  }, []);
  if (name === null) return null;
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold leading-none">
          <Tent className="size-5" aria-hidden="true" />
          Another troop
        </h2>
        <CardDescription>
          Start another troop on {name} with this account: you become its admin, and switch between your troops from the top bar.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link href="/start-a-troop">Start a troop</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
