import { lazy, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { LoadingScreen } from "@/components/loading-screen";
import { useAuth } from "@/features/auth/hooks/use-auth";

// Every page is its own chunk so the landing page loads only what it needs.
const LandingPage = lazy(() => import("./pages/landing-page"));
const LoginPage = lazy(() => import("./pages/login-page"));
const OnboardingPage = lazy(() => import("./pages/onboarding-page"));
const ScoutHomePage = lazy(() => import("./pages/scout-home-page"));
const LeaderDashboardPage = lazy(() => import("./pages/leader-dashboard-page"));
const AdminPage = lazy(() => import("./pages/admin-page"));
const ScoutManagementPage = lazy(() => import("./pages/scout-management-page"));
const TroopSettingsPage = lazy(() => import("./pages/troop-settings-page"));
const NotFoundPage = lazy(() => import("./pages/not-found-page"));

/**
 * Route table of spec §2. Routes are offered only to the roles that may use them; anything else is the
 * 404 page. Leaders may also open /scout-dashboard (the scout view, where they create events).
 */
export function AppRouter() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;

  const routes: React.ReactElement[] = [];
  if (!user) {
    routes.push(<Route key="landing" path="/" component={LandingPage} />, <Route key="login" path="/login" component={LoginPage} />);
  } else {
    const isLeader = user.role === "leader";
    routes.push(
      <Route key="home" path="/">
        {user.isNewUser ? <OnboardingPage user={user} /> : isLeader ? <LeaderDashboardPage /> : <ScoutHomePage />}
      </Route>,
      <Route key="login" path="/login">
        <Redirect to="/" replace />
      </Route>,
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

  return (
    <Suspense fallback={<LoadingScreen />}>
      <Switch>
        {routes}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
