import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SettingsTextField } from "../settings-text-field";

/** Contact tab: how families reach the troop. */
export function ContactTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Contact</CardTitle>
        <CardDescription>How families can reach the troop.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-2">
        <SettingsTextField field="contactEmail" label="Contact Email" type="email" autoComplete="email" />
        <SettingsTextField field="contactPhone" label="Contact Phone" type="tel" autoComplete="tel" />
        <SettingsTextField field="website" label="Website" type="url" inputMode="url" placeholder="https://…" />
      </CardContent>
    </Card>
  );
}
