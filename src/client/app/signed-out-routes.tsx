import { lazy } from "react";
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import { SIGNED_IN_ONLY_PATHS } from "./page-addresses";
import LandingPage from "./pages/landing-page";
import { NotFoundPage, ResetPasswordPage } from "./pages-for-everyone";

const LoginPage = lazy(() => import("./pages/login-page"));
const StartTroopPage = lazy(() => import("./pages/start-troop-page"));

function ToLogin() {
  const [location] = useLocation();
  const search = useSearch();
  const next = `${location}${search ? `?${search}` : ""}`;
  return <Redirect to={`/login?next=${encodeURIComponent(next)}`} replace />;
}

/**
 * The signed-out routes: the landing page (in the signed-out app's chunk, so it paints without
 * a further request), a troop's own page and sign-in at /t/{slug}, starting a troop, sign-in, the emailed reset link's page, and a signed-in page sends the visit
 * to /login and back (see safeNext).
 * Rendered inside a <Suspense>.
 */
export function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/" component={LandingPage} />
      <Route path="/login" component={LoginPage} />
      {/* A troop's own address on a deployment of many troops (many-troops M4). */}
      <Route path="/t/:slug" component={LandingPage} />
      <Route path="/t/:slug/login" component={LoginPage} />
      <Route path="/start-a-troop" component={StartTroopPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      {/* The pages only a signed-in user has, from the one table (page-addresses.ts): a signed-out visit goes to /login and back. */}
      {SIGNED_IN_ONLY_PATHS.map((path) => (
        <Route key={path} path={path} component={ToLogin} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
