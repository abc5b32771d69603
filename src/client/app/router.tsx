import { lazy, Suspense } from "react";
import { Redirect, Route, Switch, useSearch } from "wouter";
import { LoadingScreen } from "@/components/loading-screen";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { safeNext } from "@/features/auth/safe-next";
import { FirstViewTakenOver } from "./first-view-taken-over";
import { pageModules } from "./pages";
import { NotFoundPage, ResetPasswordPage, SignedOutRoutes } from "./signed-out-routes";

// Every page is its own chunk, loaded when it is first shown (or earlier by start-up, see main.tsx).
const OnboardingPage = lazy(pageModules.onboarding);
const ScoutHomePage = lazy(pageModules.scoutHome);
const LeaderDashboardPage = lazy(pageModules.leaderDashboard);
const AdminPage = lazy(pageModules.admin);
const ScoutManagementPage = lazy(pageModules.scoutManagement);
const TroopSettingsPage = lazy(pageModules.troopSettings);
const FamilyPage = lazy(pageModules.family);
const MessagesPage = lazy(pageModules.messages);

/** Signed in on /login: on to the page the visit was for, else home. */
function AfterLogin() {
  const next = safeNext(new URLSearchParams(useSearch()).get("next"));
  return <Redirect to={next ?? "/"} replace />;
}

/**
 * Route table while a session token is stored. Routes are offered only to the roles that
 * may use them; anything else is the 404 page. Leaders may also open /scout-dashboard (the scout
 * view, where they create events). A token the server no longer accepts gives the signed-out routes.
 */
export function AppRouter() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;

  const routes: React.ReactElement[] = [];
  if (!user) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <SignedOutRoutes />
      </Suspense>
    );
  }
  if (user.role === "parent") {
    // Parents have their own home: their children, no onboarding and no scout view.
    routes.push(
      <Route key="home" path="/" component={FamilyPage} />,
      <Route key="login" path="/login" component={AfterLogin} />,
      <Route key="family" path="/family" component={FamilyPage} />,
      <Route key="family-child" path="/family/:scoutId" component={FamilyPage} />,
    );
  } else {
    const isLeader = user.role === "leader";
    routes.push(
      <Route key="home" path="/">
        {user.isNewUser ? <OnboardingPage user={user} /> : isLeader ? <LeaderDashboardPage /> : <ScoutHomePage />}
      </Route>,
      <Route key="login" path="/login" component={AfterLogin} />,
      <Route key="scout-dashboard" path="/scout-dashboard" component={ScoutHomePage} />,
    );
    if (isLeader) {
      routes.push(
        <Route key="leader-dashboard" path="/leader-dashboard" component={LeaderDashboardPage} />,
        <Route key="admin" path="/admin" component={AdminPage} />,
        <Route key="scout-management" path="/scout-management" component={ScoutManagementPage} />,
        <Route key="troop-settings" path="/troop-settings" component={TroopSettingsPage} />,
      );
    }
  }

  // Every role reads its messages; the page itself offers leaders what only they do.
  routes.push(<Route key="messages" path="/messages/*?" component={MessagesPage} />);
  // The emailed reset link works whoever is signed in on this browser.
  routes.push(<Route key="reset-password" path="/reset-password" component={ResetPasswordPage} />);

  return (
    <Suspense fallback={<LoadingScreen />}>
      <Switch>
        {routes}
        <Route component={NotFoundPage} />
      </Switch>
      {/* In the page's boundary, so it runs once the page itself has been taken over. */}
      <FirstViewTakenOver />
    </Suspense>
  );
}
