import type { TroopConfiguration, TroopConfigurationUpdate } from "@shared/api/troop";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Bell, Building2, CircleAlert, Info, type LucideIcon, Mail, Palette, Save, ToggleRight } from "lucide-react";
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type FieldErrors, FormProvider } from "react-hook-form";
import { LazyPart } from "@/components/lazy-part";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { WhenFirstOpened } from "@/components/when-first-opened";
import { lazyNamed } from "@/lib/lazy-named";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { waitsForNetwork } from "@/lib/waits-for-network";
import { whenSettled } from "@/lib/when-settled";
import { configurationQuery, saveConfiguration, showSavedBranding, troopKeys } from "../api";
import { useBrandingPreview } from "../hooks/use-branding-preview";
import {
  FIELD_TAB,
  firstErrorField,
  firstErrorTab,
  type SettingsErrors,
  type SettingsField,
  type SettingsFormValues,
  type SettingsTab,
  TAB_ORDER,
  tabsWithErrors,
  toSettingsForm,
} from "../settings-form-rules";
import { SettingsFieldset } from "./settings-fieldset";
import { SettingsSkeleton } from "./settings-skeleton";
import { GeneralTab } from "./tabs/general-tab";

// The tabs after General do not come with the page: the page takes over only the open tab. Their
// code is fetched once the page has settled (or at a tab's first opening), so a tab opens at once.
const loadBrandingTab = () => import("./tabs/branding-tab");
const loadFeaturesTab = () => import("./tabs/features-tab");
const loadNotificationsTab = () => import("./tabs/notifications-tab");
const loadContactTab = () => import("./tabs/contact-tab");
export const loadSettingsTabs = () => Promise.all([loadBrandingTab(), loadFeaturesTab(), loadNotificationsTab(), loadContactTab()]);
const BrandingTab = lazyNamed(loadBrandingTab, "BrandingTab");
const FeaturesTab = lazyNamed(loadFeaturesTab, "FeaturesTab");
const NotificationsTab = lazyNamed(loadNotificationsTab, "NotificationsTab");
const ContactTab = lazyNamed(loadContactTab, "ContactTab");
// Only ever shown offline, so it does not come with the page.
const NotOnThisPhone = lazyNamed(() => import("@/components/not-on-this-phone"), "NotOnThisPhone");

const TAB_TRIGGERS: Record<SettingsTab, { label: string; Icon: LucideIcon }> = {
  general: { label: "General", Icon: Building2 },
  branding: { label: "Branding", Icon: Palette },
  features: { label: "Features", Icon: ToggleRight },
  notifications: { label: "Notifications", Icon: Bell },
  contact: { label: "Contact", Icon: Mail },
};

/**
 * Troop Settings: one form over five tabs (one file each), sent as a whole on Save Settings. An
 * assistant leader reads it with every field disabled and nothing to save or regenerate. The other
 * tabs' code and the form's schema (with zod) come once the page has settled, or when first needed.
 * `readOnly` (an assistant leader, as the page knows): only the troop's admins change the settings,
 * and the server refuses anyone else.
 */
export function TroopSettingsForm({ readOnly }: { readOnly: boolean }) {
  const config = useQuery(configurationQuery);
  if (config.isLoading) return <SettingsSkeleton />;
  // Offline, with the settings never opened here online: unknown, not broken.
  if (waitsForNetwork(config))
    return (
      <Suspense fallback={null}>
        <NotOnThisPhone what="The troop settings are" />
      </Suspense>
    );
  if (config.isError || !config.data) {
    return (
      <p role="alert" className="text-destructive">
        Could not load the troop settings. Please reload the page.
      </p>
    );
  }
  return <SettingsEditor config={config.data} readOnly={readOnly} />;
}

function SettingsEditor({ config, readOnly }: { config: TroopConfiguration; readOnly: boolean }) {
  const [tab, setTab] = useState<SettingsTab>("general");
  // The tabs whose fields are on the page: General, and each tab once its code has arrived.
  const [drawnTabs, setDrawnTabs] = useState<ReadonlySet<SettingsTab>>(() => new Set(["general"]));
  const tabDrawn = (drawn: SettingsTab) => setDrawnTabs((tabs) => (tabs.has(drawn) ? tabs : new Set(tabs).add(drawn)));
  const serverValues = useMemo(() => toSettingsForm(config), [config]);
  const serverKey = JSON.stringify(serverValues);
  // The schema (and zod with it) arrives once the page has settled, or at the first save.
  const schema = useCallback(() => import("../settings-request-form-rules").then(({ settingsForm }) => settingsForm(config)), [config]);
  // A refused field may sit on a hidden tab, so focus waits until its tab is shown (see below).
  const form = useRequestForm<SettingsFormValues, TroopConfigurationUpdate>({ schema, defaults: serverValues, shouldFocusError: false });
  const { reset, setFocus, handleSubmit, watch, formState, preload, showServerErrors } = form;
  useEffect(
    () =>
      whenSettled(() => {
        preload();
        void loadSettingsTabs().catch(() => undefined);
      }),
    [preload],
  );
  const queryClient = useQueryClient();
  const [focusField, setFocusField] = useState<SettingsField | null>(null);
  // Every tab holding an error is marked on its trigger, so one that is not open is noticed too.
  const errorTabs = new Set(tabsWithErrors(formState.errors));

  // The editable copy is refreshed whenever the server's values change (not when only the join codes do);
  // not when the form starts, which already holds them (a reset then would draw every field again).
  const shownKey = useRef(serverKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: serverKey stands for serverValues
  useEffect(() => {
    if (shownKey.current === serverKey) return;
    shownKey.current = serverKey;
    reset(serverValues);
  }, [serverKey]);

  useEffect(() => {
    if (focusField && FIELD_TAB[focusField] === tab && drawnTabs.has(tab)) {
      setFocus(focusField);
      setFocusField(null);
    }
  }, [focusField, tab, drawnTabs, setFocus]);

  useBrandingPreview({ primaryColor: watch("primaryColor"), secondaryColor: watch("secondaryColor"), accentColor: watch("accentColor") });

  function showFirstError(errors: FieldErrors<SettingsFormValues> | SettingsErrors) {
    const errorTab = firstErrorTab(errors);
    if (errorTab) setTab(errorTab);
    const first = firstErrorField(errors);
    if (first) setFocusField(first);
  }

  const mutation = useMutation({
    mutationFn: saveConfiguration,
    onSuccess: async (saved) => {
      toast({ title: "Settings Updated", description: "Your troop settings have been saved successfully." });
      // The custom categories and event types are saved with the rest: badge and event forms read them there.
      await Promise.all([showSavedBranding(saved), queryClient.invalidateQueries({ queryKey: troopKeys.features })]);
    },
    onError: async (error) => {
      // The fields just refused, not formState (which this render has not seen yet): their tab opens.
      const refused = showServerErrors(error, { focus: false });
      showFirstError(Object.fromEntries(refused.map((field) => [field, true])));
      toastError("Failed to update settings. Please try again.");
    },
  });

  const onSubmit = handleSubmit(
    (body) => mutation.mutate(body),
    (errors) => {
      // The same answer as a refusal from the server: the field may be on another tab.
      showFirstError(errors);
      toastError("Failed to update settings. Please try again.");
    },
  );

  const panels: Record<SettingsTab, ReactNode> = {
    general: <GeneralTab config={config} readOnly={readOnly} />,
    branding: (
      <SettingsFieldset readOnly={readOnly}>
        <BrandingTab />
      </SettingsFieldset>
    ),
    features: (
      <SettingsFieldset readOnly={readOnly}>
        <FeaturesTab />
      </SettingsFieldset>
    ),
    notifications: <NotificationsTab active={tab === "notifications"} timeZone={config.timeZone} readOnly={readOnly} />,
    contact: (
      <SettingsFieldset readOnly={readOnly}>
        <ContactTab />
      </SettingsFieldset>
    ),
  };

  return (
    <FormProvider {...form}>
      <form noValidate className="grid grid-cols-[minmax(0,1fr)] gap-4" onSubmit={readOnly ? (e) => e.preventDefault() : onSubmit}>
        {readOnly && (
          <p className="flex items-start gap-2 rounded-md border bg-muted/50 p-3 text-sm">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Only the troop's admins can change these settings.
          </p>
        )}
        <Tabs value={tab} onValueChange={(v) => setTab(v as SettingsTab)}>
          <TabsList aria-label="Settings sections" className="w-full flex-wrap sm:w-auto">
            {TAB_ORDER.map((value) => {
              const { label, Icon } = TAB_TRIGGERS[value];
              const hasError = errorTabs.has(value);
              return (
                <TabsTrigger key={value} value={value} data-error={hasError || undefined}>
                  <Icon aria-hidden="true" />
                  {label}
                  {hasError && (
                    <>
                      <CircleAlert className="text-destructive" aria-hidden="true" data-testid="tab-error-mark" />
                      <span className="sr-only">, has an error</span>
                    </>
                  )}
                </TabsTrigger>
              );
            })}
          </TabsList>
          {TAB_ORDER.map((value) => (
            // Every panel stays mounted once opened, so a field on a hidden tab keeps what was typed
            // and its error. The values of a tab never opened are the form's own, as the server sent them.
            <TabsContent key={value} value={value} forceMount hidden={tab !== value}>
              {value === "general" ? (
                panels[value]
              ) : (
                <WhenFirstOpened open={tab === value}>
                  <LazyPart>
                    {panels[value]}
                    <WhenDrawn onDrawn={() => tabDrawn(value)} />
                  </LazyPart>
                </WhenFirstOpened>
              )}
            </TabsContent>
          ))}
        </Tabs>

        {!readOnly && (
          <div className="flex justify-end">
            <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto">
              <Save aria-hidden="true" />
              {mutation.isPending ? "Saving..." : "Save Settings"}
            </Button>
          </div>
        )}
      </form>
    </FormProvider>
  );
}

/** Tells when the part it is drawn in has arrived (in a LazyPart, it is drawn with the rest). */
function WhenDrawn({ onDrawn }: { onDrawn: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when drawn
  useEffect(onDrawn, []);
  return null;
}
