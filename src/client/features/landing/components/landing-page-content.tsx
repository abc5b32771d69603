import { Award, BarChart3, CalendarDays, Compass, Users } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TroopLogo } from "@/features/branding/components/troop-logo";
import { useBranding } from "@/features/branding/hooks/use-branding";

/** Public landing page (spec §2): header, hero, three feature cards, call to action, footer. */
export function LandingPageContent() {
  const branding = useBranding();
  const year = new Date().getFullYear();
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-2">
            <TroopLogo logoUrl={branding.logoUrl} className="size-9" />
            <span className="truncate text-lg font-bold">{branding.troopName}</span>
          </div>
          <Button asChild>
            <Link href="/login">Sign In</Link>
          </Button>
        </div>
      </header>

      <main className="flex-1">
        <section className="bg-gradient-to-br from-primary to-primary/80 text-primary-foreground">
          <div className="mx-auto flex max-w-6xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
            <Compass className="mb-6 size-14" aria-hidden="true" />
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">Scout Badges</h1>
            <p className="mt-4 max-w-2xl text-lg opacity-95 sm:text-xl">
              {branding.customWelcomeMessage ||
                "Earn badges, join adventures and track every achievement of your scouting journey, all in one place."}
            </p>
            <Button asChild size="lg" variant="secondary" className="mt-8">
              <Link href="/login">Sign In</Link>
            </Button>
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 py-14 sm:px-6" aria-labelledby="features-heading">
          <h2 id="features-heading" className="text-center text-2xl font-bold sm:text-3xl">
            Everything your troop needs
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            <Card>
              <CardHeader>
                <Award className="size-10 text-primary" aria-hidden="true" />
                <CardTitle>Badge Collection</CardTitle>
                <CardDescription>
                  Work through real requirements, watch your progress grow and earn badges you can be proud of.
                </CardDescription>
              </CardHeader>
              <CardContent className="flex flex-wrap gap-2">
                <Badge variant="muted">Outdoor Skills</Badge>
                <Badge variant="muted">Community Service</Badge>
                <Badge variant="muted">Leadership</Badge>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CalendarDays className="size-10 text-secondary" aria-hidden="true" />
                <CardTitle>Events and Activities</CardTitle>
                <CardDescription>See upcoming camps, hikes and service days on a calendar and sign up with one tap.</CardDescription>
              </CardHeader>
            </Card>
            <Card>
              <CardHeader>
                <BarChart3 className="size-10 text-accent" aria-hidden="true" />
                <CardTitle>Leader Dashboard</CardTitle>
                <CardDescription>
                  Manage your scouts, record attendance, award badges and cheer on progress in the activity feed.
                </CardDescription>
              </CardHeader>
            </Card>
          </div>
        </section>

        <section className="bg-muted" aria-labelledby="cta-heading">
          <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-14 text-center sm:px-6">
            <Users className="mb-4 size-10 text-primary" aria-hidden="true" />
            <h2 id="cta-heading" className="text-2xl font-bold sm:text-3xl">
              Ready to start your adventure?
            </h2>
            <p className="mt-3 max-w-xl text-muted-foreground">
              Sign in to see your badges and events, or create an account to join your troop.
            </p>
            <Button asChild size="lg" className="mt-6">
              <Link href="/login">Sign In</Link>
            </Button>
          </div>
        </section>
      </main>

      <footer className="border-t">
        <div className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-muted-foreground sm:px-6">
          © {year} {branding.troopName}. Scout Badges.
        </div>
      </footer>
    </div>
  );
}
