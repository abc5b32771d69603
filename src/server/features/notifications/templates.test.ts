import { describe, expect, it } from "vitest";
import { channels, contrastRatio, MIN_TEXT_CONTRAST } from "../../../shared/contrast";
import { renderEmail } from "./templates.service";

const content = {
  subject: "Camp",
  intro: ["Hi Pat,"],
  sections: [{ heading: "When", lines: ["Saturday"] }],
  action: { label: "Open the message in the app", url: "https://troop.example.org/messages/1" },
  footer: "Why you get this.",
};
const look = (primaryColor: string) => ({ troopName: "Troop 7", primaryColor, secondaryColor: "#059669", accentColor: "#f59e0b" });

/** The colours of the header cell, the button and the section heading, as the HTML writes them. */
function colours(html: string) {
  const header = /<td style="background:(#[0-9a-f]{6});color:(#[0-9a-f]{6});padding:16px/i.exec(html);
  const button = /<a href="[^"]+" style="display:inline-block;background:(#[0-9a-f]{6});color:(#[0-9a-f]{6})/i.exec(html);
  const heading = /<h2 style="margin:20px 0 8px;font-size:16px;color:(#[0-9a-f]{6})/i.exec(html);
  return { header: [header?.[1], header?.[2]], button: [button?.[1], button?.[2]], heading: heading?.[1] };
}
const ratio = (a = "", b = "") => contrastRatio(channels(a) ?? [0, 0, 0], channels(b) ?? [0, 0, 0]);

describe("emails keep the troop's colours readable", () => {
  it.each(["#ffe066", "#f0f0f0", "#a7f3d0"])("a light primary colour (%s) gets dark text on it and a dark heading", (primary) => {
    const { header, button, heading } = colours(renderEmail(look(primary), content).html);
    expect(header).toEqual([primary, "#000000"]);
    expect(button).toEqual([primary, "#000000"]);
    expect(ratio(...header)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(ratio(heading, "#ffffff")).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it("a dark primary colour keeps white text and its own colour for headings", () => {
    const { header, button, heading } = colours(renderEmail(look("#490499"), content).html);
    expect(header).toEqual(["#490499", "#ffffff"]);
    expect(button).toEqual(["#490499", "#ffffff"]);
    expect(heading).toBe("#490499");
  });
});
