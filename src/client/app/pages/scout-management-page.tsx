import { AppShell } from "../layout/app-shell";

/** Placeholder until the leader screens land: keeps the route and the top bar working. */
export default function ScoutManagementPage() {
  return (
    <AppShell>
      <h1 className="text-2xl font-bold">Scout Management</h1>
      <p className="mt-2 text-muted-foreground">This screen is on its way.</p>
    </AppShell>
  );
}
