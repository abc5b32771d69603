// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { drawnByServer } from "@tests/client/take-over";
import type { ReactNode } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { SettingsFormValues } from "../settings-form-rules";
import { TimeZoneField } from "./time-zone-field";

function WithForm({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  const form = useForm<SettingsFormValues>({ defaultValues: { timeZone } as SettingsFormValues });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
const zoneReported = vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions");

/** The zone a device reports, as `Intl` tells it to the page. */
function deviceIn(zone: string) {
  zoneReported.mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolvedOptions.call(this), timeZone: zone };
  });
}

afterAll(() => zoneReported.mockRestore());

describe("TimeZoneField", () => {
  it("is taken over as the server drew it on a device in another zone, then offers the zone names and the device's zone", async () => {
    // The server runs in one zone; the leader's phone is in another.
    deviceIn("UTC");
    const page = await drawnByServer(
      <WithForm timeZone="Europe/London">
        <TimeZoneField />
      </WithForm>,
    );
    const options = () => page.container.querySelectorAll("datalist option");
    expect(options()).toHaveLength(0);
    expect(page.container.textContent).not.toContain("Use this device's time zone");

    deviceIn("Pacific/Auckland");
    const field = screen.getByRole("combobox", { name: "Time Zone" });
    await page.takeOver();
    expect(page.mismatches).toEqual([]);
    expect(screen.getByRole("combobox", { name: "Time Zone" })).toBe(field);

    // The first touch settles the page and brings the names in as the field is focused.
    await userEvent.setup().click(field);
    expect(options().length).toBeGreaterThan(300);
    expect([...options()].map((option) => option.getAttribute("value"))).toContain("Europe/London");
    const useDevice = await screen.findByRole("button", { name: "Use this device's time zone (Pacific/Auckland)" });
    await userEvent.setup().click(useDevice);
    await waitFor(() => expect(field).toHaveProperty("value", "Pacific/Auckland"));
    expect(screen.queryByRole("button", { name: /Use this device's time zone/ })).toBeNull();
    page.remove();
  });
});
