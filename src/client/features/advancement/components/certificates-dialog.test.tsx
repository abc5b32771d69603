// @vitest-environment jsdom
import { DEFAULT_BRANDING } from "@shared/constants";
import { screen, within } from "@testing-library/react";
import { stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { type CertificateAward, CertificatesDialog } from "./certificates-dialog";

const AWARDS: CertificateAward[] = [
  {
    id: "a1",
    scoutName: "Ada Pine",
    badge: { name: "Knots", imageUrl: "/badges/knots.svg" },
    earnedDate: "2026-11-02T12:00:00.000Z",
    awardedBy: "Lee Leader",
  },
  {
    id: "a2",
    scoutName: "Ben Ode",
    badge: { name: "Camper", imageUrl: "/badges/camper.svg" },
    earnedDate: "2026-11-03T12:00:00.000Z",
    awardedBy: null,
  },
];

beforeEach(() => {
  stubFetch().reply("GET /api/troop/branding", { ...DEFAULT_BRANDING, troopName: "Troop 7 Pinewood", logoUrl: "/uploads/logo.png" });
});

async function open(awards = AWARDS) {
  renderWithProviders(<CertificatesDialog awards={awards} selectedOnly={false} signer="Mia Maple" open onOpenChange={() => {}} />);
  return screen.findByTestId("certificate-sheet");
}

describe("CertificatesDialog", () => {
  it("makes one certificate per award with the troop, logo, badge, scout, date and the leader who signs it", async () => {
    const sheet = await open();
    const certificates = within(sheet).getAllByTestId("certificate");
    expect(certificates).toHaveLength(2);
    const [ada, ben] = certificates as [HTMLElement, HTMLElement];
    expect(ada.getAttribute("aria-label")).toBe("Certificate: Knots for Ada Pine");
    await within(ada).findByText("Troop 7 Pinewood");
    expect(within(ada).getByTestId("certificate-scout").textContent).toBe("Ada Pine");
    expect(within(ada).getByTestId("certificate-badge").textContent).toBe("Knots badge");
    expect(ada.textContent).toContain("on Nov 2, 2026");
    expect(ada.querySelector('img[src="/badges/knots.svg"]')).not.toBeNull();
    expect(ada.querySelector('img[src="/uploads/logo.png"]')).not.toBeNull();
    // The leader who gave the award signs; a badge earned alone is signed by the leader printing.
    expect(within(ada).getByTestId("certificate-leader").textContent).toBe("Lee Leader");
    expect(within(ben).getByTestId("certificate-leader").textContent).toBe("Mia Maple");
    expect(screen.getByText("2 certificates for every badge to present, one to a landscape page.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Print certificates" })).toBeTruthy();
  });
});
