import type { TroopUser } from "@shared/api/auth";
import { Award, BarChart3, CalendarDays, type LucideIcon, Shield, Trophy, UserPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TroopLogo } from "@/components/ui/troop-logo";
import { useBranding } from "@/features/troop/hooks/use-branding";
import { markNotNew } from "../../auth/api";

/** "browse" is the Browse Badges button's full page load (/api/login for the user's role); any other action is where the button goes. */
type Action = "browse" | `/${string}`;
type WelcomeCard = { title: string; text: string; button: string; icon: LucideIcon; action: Action };

const SCOUT_CARDS: WelcomeCard[] = [
  {
    title: "Earn Your First Badge",
    text: "Pick a badge, tick off its requirements and earn it.",
    button: "Browse Badges",
    icon: Award,
    action: "browse",
  },
  {
    title: "Join Events",
    text: "Sign up for camps, hikes and troop activities.",
    button: "View Events",
    icon: CalendarDays,
    action: "/?tab=events",
  },
  {
    title: "Track Progress",
    text: "See how close you are to your next badge.",
    button: "My Progress",
    icon: BarChart3,
    action: "/?tab=badges",
  },
];

const LEADER_CARDS: WelcomeCard[] = [
  {
    title: "Add Scouts",
    text: "Put your scouts on the roster so they can sign in.",
    button: "Add Scouts",
    icon: UserPlus,
    action: "/scout-management",
  },
  {
    title: "Create Events",
    text: "Plan meetings, camps and service days.",
    button: "Create Events",
    icon: CalendarDays,
    action: "/admin?tab=events&create=event",
  },
  { title: "Manage Badges", text: "Shape the badge catalogue and award badges.", button: "Badge Admin", icon: Shield, action: "/admin" },
];

/**
 * Onboarding for new users. Every button but Browse Badges marks the user not new, then goes
 * where it says (a full page load, so the home is no longer the onboarding; `go` makes it, tests
 * pass their own).
 */
export function Welcome({ user, go = (url) => window.location.assign(url) }: { user: TroopUser; go?: (url: string) => void }) {
  const branding = useBranding();
  const [busy, setBusy] = useState(false);
  const isLeader = user.role === "leader";
  const cards = isLeader ? LEADER_CARDS : SCOUT_CARDS;

  async function run(action: Action) {
    if (action === "browse") {
      go(`/api/login?role=${encodeURIComponent(user.role)}`);
      return;
    }
    setBusy(true);
    try {
      await markNotNew();
    } catch {
      // Reloading still shows the right screen; the flag is retried next time.
    }
    go(action);
  }

  return (
    <main className="min-h-screen bg-gradient-to-br from-primary/10 via-background to-secondary/10 px-4 py-10">
      <div className="mx-auto max-w-5xl">
        <div className="text-center">
          <TroopLogo logoUrl={branding.logoUrl} className="mx-auto mb-4 size-16" />
          <h1 className="text-3xl font-bold sm:text-4xl">Welcome to Scout Badges, {user.firstName}!</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-muted-foreground">
            {isLeader
              ? "Manage your scout group, track progress, and help scouts achieve their goals."
              : "Your badge-earning journey starts here. Complete activities, join events, and unlock achievements!"}
          </p>
        </div>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {cards.map(({ title, text, button, icon: Icon, action }) => (
            <Card key={title} className="flex flex-col text-center">
              <CardHeader className="items-center">
                <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
                  <Icon className="size-7" />
                </span>
                <CardTitle as="h2">{title}</CardTitle>
                <CardDescription>{text}</CardDescription>
              </CardHeader>
              <CardContent className="mt-auto">
                <Button className="w-full" disabled={busy} onClick={() => void run(action)}>
                  {button}
                </Button>
              </CardContent>
            </Card>
          ))}
        </div>
        <Card className="mt-10 bg-primary text-primary-foreground">
          <CardContent className="flex flex-col items-center gap-4 pt-6 text-center sm:pt-8">
            <Trophy className="size-10" aria-hidden="true" />
            {!isLeader && <h2 className="text-2xl font-bold">Ready to get started?</h2>}
            {isLeader && <h2 className="sr-only">Get started</h2>}
            <p className="max-w-xl text-lg opacity-95">
              {isLeader
                ? "Set up your group and start tracking scout achievements today!"
                : "Click below to explore available badges and start your scouting adventure!"}
            </p>
            {/* A leader sets the group up in Troop Settings (name, colours, meeting place); a scout starts at the badges. */}
            <Button variant="secondary" size="lg" disabled={busy} onClick={() => void run(isLeader ? "/troop-settings" : "/")}>
              {isLeader ? "Set Up Group" : "Explore Badges"}
            </Button>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
