import { actsInTroop } from "@shared/acts-in-troop";
import type { User } from "@shared/api/auth";
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from "react";
import { Redirect, Route, Switch, useSearch } from "wouter";
import { LoadingScreen } from "@/components/loading-screen";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { safeNext } from "@/features/auth/safe-next";
import { lazyNamed } from "@/lib/lazy-named";
import { FirstViewTakenOver } from "./first-view-taken-over";
import { PAGES, type PageName, type PageProps, rowsFor } from "./pages";
import { NotFoundPage, ResetPasswordPage } from "./pages-for-everyone";

// Only for a token the server no longer accepts: the landing page's code stays out of every signed-in page.
const SignedOutRoutes = lazyNamed(() => import("./signed-out-routes"), "SignedOutRoutes");

// Starting another troop while signed in: the session moves to the new troop (many-troops M3).
const StartTroopPage = lazy(() => import("./pages/start-troop-page"));

// A commissioner of no troop (many-troops M6) has the district's overview as home.
const DistrictPage = lazy(() => import("./pages/district-page"));

// Every page is its own chunk, loaded when it is first shown (or earlier by start-up, see main.tsx).
const lazyPages = new Map<PageName, LazyExoticComponent<ComponentType<PageProps>>>();
for (const row of PAGES) if (!lazyPages.has(row.page)) lazyPages.set(row.page, lazy(row.load));

/** Signed in on /login: on to the page the visit was for, else home. */
function AfterLogin() {
  const next = safeNext(new URLSearchParams(useSearch()).get("next"));
  return <Redirect to={next ?? "/"} replace />;
}

/**
 * The routes of every signed-in session after its own pages, in a troop or not: back from sign-in,
 * starting a troop, the emailed reset link (it works whoever is signed in on this browser), and the
 * 404 page for anything else.
 */
const EVERY_SESSION_ROUTES = [
  <Route key="login" path="/login" component={AfterLogin} />,
  <Route key="start-a-troop" path="/start-a-troop" component={StartTroopPage} />,
  <Route key="reset-password" path="/reset-password" component={ResetPasswordPage} />,
  <Route key="not-found" component={NotFoundPage} />,
];

/**
 * Routes while a session token is stored: the rows of the page table (pages.ts) that fit the user,
 * so a page is offered only to the roles that may use it; anything else is the 404 page. A token the
 * server no longer accepts gives the signed-out routes.
 */
export function AppRouter() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (!user) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <SignedOutRoutes />
      </Suspense>
    );
  }

  if (!actsInTroop(user)) return <CommissionerRoutes user={user} />;

  const routes = rowsFor(user).map((row) => {
    const Page = lazyPages.get(row.page) as LazyExoticComponent<ComponentType<PageProps>>;
    return (
      <Route key={row.path} path={row.path}>
        {(params) => <Page user={user} params={params} />}
      </Route>
    );
  });

  return (
    <Suspense fallback={<LoadingScreen />}>
      <Switch>
        {routes}
        {EVERY_SESSION_ROUTES}
      </Switch>
      {/* In the page's boundary, so it runs once the page itself has been taken over. */}
      <FirstViewTakenOver />
    </Suspense>
  );
}

/**
 * Routes of a session that acts in no troop (a district's commissioner who belongs to none): the
 * district's overview, at home and at /district, and the routes of every session. Joining a troop
 * with its code (the switcher's form) moves the session there, and the troop's pages follow.
 */
function CommissionerRoutes({ user }: { user: User }) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Switch>
        <Route path="/">
          <DistrictPage user={user} />
        </Route>
        <Route path="/district">
          <DistrictPage user={user} />
        </Route>
        {EVERY_SESSION_ROUTES}
      </Switch>
    </Suspense>
  );
}
