import type { Branding } from "@shared/api/troop";
import { Award, BarChart3, CalendarDays, Compass, Users } from "lucide-react";
import { Link } from "wouter";
import { badgeVariants } from "@/components/ui/badge-variants";
import { buttonVariants } from "@/components/ui/button-variants";
import { cardClasses } from "@/components/ui/card-classes";
import { TroopLogo } from "@/components/ui/troop-logo";

/** A feature card: the card parts' own classes, no component in between. */
function FeatureCard({
  icon,
  title,
  description,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  description: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={cardClasses.root}>
      <div className={cardClasses.header}>
        {icon}
        <h3 className={cardClasses.title}>{title}</h3>
        <p className={cardClasses.description}>{description}</p>
      </div>
      {children && <div className={`${cardClasses.content} flex flex-wrap gap-2`}>{children}</div>}
    </div>
  );
}

/**
 * Public landing page: header, hero, three feature cards, call to action, footer.
 * `intro` (the troop's public page, when on) goes between the header and the hero.
 * It is the first page a visitor loads, so it is built from class names alone (buttonVariants,
 * cardClasses): the components' class merging and slots load with the pages that need them.
 */
export function LandingPageContent({
  branding,
  intro,
  signInHref = "/login",
  canStartTroop = false,
}: {
  branding: Branding;
  intro?: React.ReactNode;
  /** The troop's own sign-in page at /t/{slug}/login, where the page is at the troop's address. */
  signInHref?: string;
  /** Troops may be started on this deployment: the footer says where. */
  canStartTroop?: boolean;
}) {
  const year = new Date().getFullYear();
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-2">
            <TroopLogo logoUrl={branding.logoUrl} className="size-9" />
            <span className="truncate text-lg font-bold">{branding.troopName}</span>
          </div>
          <Link href={signInHref} className={buttonVariants()}>
            Sign In
          </Link>
        </div>
      </header>

      <main className="flex-1">
        {intro}
        <section className="bg-gradient-to-br from-primary to-primary/80 text-primary-foreground">
          <div className="mx-auto flex max-w-6xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
            <Compass className="mb-6 size-14" aria-hidden="true" />
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">Scout Badges</h1>
            <p className="mt-4 max-w-2xl text-lg opacity-95 sm:text-xl">
              {branding.customWelcomeMessage ||
                "Earn badges, join adventures and track every achievement of your scouting journey, all in one place."}
            </p>
            <Link href={signInHref} className={`${buttonVariants({ size: "lg", variant: "secondary" })} mt-8`}>
              Sign In
            </Link>
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 py-14 sm:px-6" aria-labelledby="features-heading">
          <h2 id="features-heading" className="text-center text-2xl font-bold sm:text-3xl">
            Everything your troop needs
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            <FeatureCard
              icon={<Award className="size-10 text-primary" aria-hidden="true" />}
              title="Badge Collection"
              description="Work through real requirements, watch your progress grow and earn badges you can be proud of."
            >
              <span className={badgeVariants({ variant: "muted" })}>Outdoor Skills</span>
              <span className={badgeVariants({ variant: "muted" })}>Community Service</span>
              <span className={badgeVariants({ variant: "muted" })}>Leadership</span>
            </FeatureCard>
            <FeatureCard
              icon={<CalendarDays className="size-10 text-secondary" aria-hidden="true" />}
              title="Events and Activities"
              description="See upcoming camps, hikes and service days on a calendar and sign up with one tap."
            />
            <FeatureCard
              icon={<BarChart3 className="size-10 text-accent" aria-hidden="true" />}
              title="Leader Dashboard"
              description="Manage your scouts, record attendance, award badges and cheer on progress in the activity feed."
            />
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
            <Link href={signInHref} className={`${buttonVariants({ size: "lg" })} mt-6`}>
              Sign In
            </Link>
          </div>
        </section>
      </main>

      <footer className="border-t">
        <div className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-muted-foreground sm:px-6">
          © {year} {branding.troopName}. Scout Badges.
          {canStartTroop && (
            <>
              {" "}
              <Link href="/start-a-troop" className="font-medium text-primary underline-offset-4 hover:underline">
                Start a troop
              </Link>
            </>
          )}
        </div>
      </footer>
    </div>
  );
}
