import type { Deployment } from "@shared/api/start-troop";
import { DEFAULT_BRANDING } from "@shared/constants";
import { Compass, Tent, Users } from "lucide-react";
import { useEffect } from "react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button-variants";
import { applyBranding } from "@/lib/theme";

/**
 * The deployment's own page at `/` once it holds more than one troop (many-troops M4): its name, Sign
 * In, and "Start a troop" while troops may be started here. Each troop has its own page at /t/{slug};
 * this one names none of them. Class names alone, like the landing page: it is a first page too.
 */
export function DeploymentPageContent({ deployment }: { deployment: Deployment }) {
  const canStart = deployment.troopSignup !== "closed";
  // The deployment's page is no troop's: the default colours, and its own name in the window title.
  useEffect(() => {
    applyBranding(DEFAULT_BRANDING);
    document.title = deployment.name;
  }, [deployment.name]);
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <span className="flex min-w-0 items-center gap-2 text-lg font-bold">
            <Compass className="size-7 shrink-0 text-primary" aria-hidden="true" />
            <span className="truncate">{deployment.name}</span>
          </span>
          <Link href="/login" className={buttonVariants()}>
            Sign In
          </Link>
        </div>
      </header>
      <main className="flex-1">
        <section className="bg-gradient-to-br from-primary to-primary/80 text-primary-foreground">
          <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
            <Tent className="mb-6 size-14" aria-hidden="true" />
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{deployment.name}</h1>
            <p className="mt-4 max-w-2xl text-lg opacity-95 sm:text-xl">
              Badges, events, camps and messages for every troop here: each troop with its own page, colours and codes.
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Link href="/login" className={buttonVariants({ size: "lg", variant: "secondary" })}>
                Sign In
              </Link>
              {canStart && (
                <Link
                  href="/start-a-troop"
                  className={`${buttonVariants({ size: "lg", variant: "outline" })} border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground/10`}
                >
                  Start a troop
                </Link>
              )}
            </div>
          </div>
        </section>
        <section className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6" aria-labelledby="join-heading">
          <Users className="mx-auto mb-4 size-10 text-primary" aria-hidden="true" />
          <h2 id="join-heading" className="text-2xl font-bold">
            Joining your troop?
          </h2>
          <p className="mt-3 text-muted-foreground">
            Use the link or code your leader gave you, or open your troop's own page. Already have an account? Sign in: you land in the
            troop you used last, and switch troops from the top bar.
          </p>
        </section>
      </main>
      <footer className="border-t">
        <div className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-muted-foreground sm:px-6">
          {deployment.name}. Scout Badges.
        </div>
      </footer>
    </div>
  );
}
