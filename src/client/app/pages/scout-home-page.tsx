import { AppShell } from "../layout/app-shell";

export default function ScoutHomePage() {
  return (
    <AppShell>
      <h1 className="text-2xl font-bold">My Badges</h1>
    </AppShell>
  );
}
