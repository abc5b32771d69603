import type { TroopConfiguration, TroopFlag } from "@shared/api/troop";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Bell, Building2, Mail, Palette, Save, ToggleRight } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { fieldA11y } from "@/components/ui/field-a11y";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { serverFields } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { toast, toastError } from "@/lib/use-toast";
import { configurationQuery, refreshConfigurationAndBranding, saveConfiguration } from "../api";
import { useBrandingPreview } from "../hooks/use-branding-preview";
import {
  FEATURE_FLAGS,
  firstErrorTab,
  NOTIFICATION_FLAGS,
  type SettingsErrors,
  type SettingsFormValues,
  type SettingsTab,
  type SettingsTextField,
  settingsFieldErrors,
  toConfigurationUpdate,
  toSettingsForm,
} from "../settings-form-rules";
import { ColorField } from "./color-field";
import { JoinCodesCard } from "./join-codes-card";
import { SettingsSkeleton } from "./settings-skeleton";

const FLAG_TEXT: Record<TroopFlag, { label: string; hint: string }> = {
  enablePublicProfile: { label: "Public troop profile", hint: "Let people outside the troop see your troop's name and welcome message." },
  enableParentPortal: { label: "Parent portal", hint: "Give parents a view of their child's progress." },
  enableAdvancementTracking: { label: "Advancement tracking", hint: "Track each scout's progress towards badges." },
  enableActivityFeed: { label: "Activity feed", hint: "Show badge progress, achievements and events in the activity feed." },
  requireParentApproval: { label: "Require parent approval", hint: "Parents approve before their child joins an event." },
  emailNotifications: { label: "Email notifications", hint: "Send updates by email." },
  smsNotifications: { label: "SMS notifications", hint: "Send updates by text message." },
  weeklyReports: { label: "Weekly reports", hint: "A weekly summary of troop progress." },
  badgeReminders: { label: "Badge reminders", hint: "Remind scouts about badges they are close to earning." },
  eventReminders: { label: "Event reminders", hint: "Remind participants before an event starts." },
};

/** Troop Settings: one form over five tabs, sent as a whole on Save Settings. */
export function TroopSettingsForm() {
  const config = useQuery(configurationQuery);
  if (config.isLoading) return <SettingsSkeleton />;
  if (config.isError || !config.data) {
    return (
      <p role="alert" className="text-destructive">
        Could not load the troop settings. Please reload the page.
      </p>
    );
  }
  return <SettingsEditor config={config.data} />;
}

function SettingsEditor({ config }: { config: TroopConfiguration }) {
  const [tab, setTab] = useState<SettingsTab>("general");
  const serverValues = useMemo(() => toSettingsForm(config), [config]);
  const serverKey = JSON.stringify(serverValues);
  const [values, setValues] = useState<SettingsFormValues>(serverValues);
  const [errors, setErrors] = useState<SettingsErrors>({});

  // The editable copy is refreshed whenever the server's values change (not when only the join codes do).
  // biome-ignore lint/correctness/useExhaustiveDependencies: serverKey stands for serverValues
  useEffect(() => {
    setValues(serverValues);
    setErrors({});
  }, [serverKey]);

  useBrandingPreview(values);

  const mutation = useMutation({
    mutationFn: () => saveConfiguration(toConfigurationUpdate(values, config)),
    onSuccess: async (saved) => {
      setErrors({});
      // The new branding shows at once (and is what leaving the page restores); then both are refetched.
      queryClient.setQueryData(["/api/troop/branding"], {
        troopName: saved.troopName,
        logoUrl: saved.logoUrl,
        primaryColor: saved.primaryColor,
        secondaryColor: saved.secondaryColor,
        accentColor: saved.accentColor,
        customWelcomeMessage: saved.customWelcomeMessage ?? "",
      });
      toast({ title: "Settings Updated", description: "Your troop settings have been saved successfully." });
      await refreshConfigurationAndBranding();
    },
    onError: (error) => {
      const fieldErrors = settingsFieldErrors(serverFields(error));
      setErrors(fieldErrors);
      const errorTab = firstErrorTab(fieldErrors);
      if (errorTab) setTab(errorTab);
      toastError("Failed to update settings. Please try again.");
    },
  });

  function setText(field: SettingsTextField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  }
  function setFlag(flag: TroopFlag, value: boolean) {
    setValues((v) => ({ ...v, [flag]: value }));
  }

  const a11y = fieldA11y("settings", errors);
  const textField = (field: SettingsTextField, label: string, props: React.ComponentProps<typeof Input> & { multiline?: boolean } = {}) => {
    const { multiline, ...inputProps } = props;
    const common = { ...a11y.controlProps(field), value: values[field] };
    return (
      <div className="grid content-start gap-2">
        <Label htmlFor={common.id}>{label}</Label>
        {multiline ? (
          <Textarea {...common} rows={4} onChange={(e) => setText(field, e.target.value)} />
        ) : (
          <Input {...common} {...inputProps} onChange={(e) => setText(field, e.target.value)} />
        )}
        {a11y.errorFor(field)}
      </div>
    );
  };
  const flagRow = (flag: TroopFlag) => (
    <li key={flag} className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <Label htmlFor={`settings-${flag}`} className="leading-snug">
          {FLAG_TEXT[flag].label}
        </Label>
        <p id={`settings-${flag}-hint`} className="mt-1 text-sm text-muted-foreground">
          {FLAG_TEXT[flag].hint}
        </p>
      </div>
      <Switch
        id={`settings-${flag}`}
        aria-describedby={`settings-${flag}-hint`}
        checked={values[flag]}
        onCheckedChange={(v) => setFlag(flag, v)}
      />
    </li>
  );

  return (
    <form
      noValidate
      className="grid grid-cols-[minmax(0,1fr)] gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        mutation.mutate();
      }}
    >
      <Tabs value={tab} onValueChange={(v) => setTab(v as SettingsTab)}>
        <TabsList aria-label="Settings sections" className="w-full flex-wrap sm:w-auto">
          <TabsTrigger value="general">
            <Building2 aria-hidden="true" />
            General
          </TabsTrigger>
          <TabsTrigger value="branding">
            <Palette aria-hidden="true" />
            Branding
          </TabsTrigger>
          <TabsTrigger value="features">
            <ToggleRight aria-hidden="true" />
            Features
          </TabsTrigger>
          <TabsTrigger value="notifications">
            <Bell aria-hidden="true" />
            Notifications
          </TabsTrigger>
          <TabsTrigger value="contact">
            <Mail aria-hidden="true" />
            Contact
          </TabsTrigger>
        </TabsList>

        <TabsContent value="general" forceMount hidden={tab !== "general"}>
          <Card>
            <CardHeader>
              <CardTitle as="h2">General</CardTitle>
              <CardDescription>Your troop's name, where and when you meet, and the welcome message scouts see.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <div className="grid gap-4 md:grid-cols-2">
                {textField("troopName", "Troop Name", { autoComplete: "organization" })}
                {textField("troopNumber", "Troop Number")}
                {textField("region", "Region")}
                {textField("meetingLocation", "Meeting Location")}
              </div>
              {textField("meetingSchedule", "Meeting Schedule", { placeholder: "Tuesdays, 7:00 PM – 8:30 PM" })}
              {textField("customWelcomeMessage", "Welcome Message", { multiline: true })}
              <JoinCodesCard leaderInviteCode={config.leaderInviteCode} scoutJoinCode={config.scoutJoinCode} />
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="branding" forceMount hidden={tab !== "branding"}>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Branding</CardTitle>
              <CardDescription>Logo and colours used across the app. Colour changes preview right away; save to keep them.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              {textField("logoUrl", "Logo URL", { type: "url", inputMode: "url", placeholder: "https://… or /logo.png" })}
              <div className="grid gap-4 md:grid-cols-3">
                <ColorField
                  id="settings-primaryColor"
                  label="Primary Color"
                  value={values.primaryColor}
                  error={errors.primaryColor}
                  onChange={(v) => setText("primaryColor", v)}
                />
                <ColorField
                  id="settings-secondaryColor"
                  label="Secondary Color"
                  value={values.secondaryColor}
                  error={errors.secondaryColor}
                  onChange={(v) => setText("secondaryColor", v)}
                />
                <ColorField
                  id="settings-accentColor"
                  label="Accent Color"
                  value={values.accentColor}
                  error={errors.accentColor}
                  onChange={(v) => setText("accentColor", v)}
                />
              </div>
              <div className="grid gap-2 rounded-lg border p-4" data-testid="branding-preview">
                <p className="text-sm font-medium">Preview</p>
                <div className="flex flex-wrap gap-2">
                  <span className="rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground">Primary</span>
                  <span className="rounded-md bg-secondary px-3 py-2 text-sm font-medium text-secondary-foreground">Secondary</span>
                  <span className="rounded-md bg-accent px-3 py-2 text-sm font-medium text-accent-foreground">Accent</span>
                </div>
              </div>
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="features" forceMount hidden={tab !== "features"}>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Features</CardTitle>
              <CardDescription>Turn parts of the app on or off for your troop.</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="divide-y">{FEATURE_FLAGS.map(flagRow)}</ul>
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="notifications" forceMount hidden={tab !== "notifications"}>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Notifications</CardTitle>
              <CardDescription>Choose which reminders and reports are sent.</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="divide-y">{NOTIFICATION_FLAGS.map(flagRow)}</ul>
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="contact" forceMount hidden={tab !== "contact"}>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Contact</CardTitle>
              <CardDescription>How families can reach the troop.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 md:grid-cols-2">
              {textField("contactEmail", "Contact Email", { type: "email", autoComplete: "email" })}
              {textField("contactPhone", "Contact Phone", { type: "tel", autoComplete: "tel" })}
              {textField("website", "Website", { type: "url", inputMode: "url", placeholder: "https://…" })}
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>

      <div className="flex justify-end">
        <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto">
          <Save aria-hidden="true" />
          {mutation.isPending ? "Saving..." : "Save Settings"}
        </Button>
      </div>
    </form>
  );
}
