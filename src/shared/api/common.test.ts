import { describe, expect, it } from "vitest";
import { newMessageRequest } from "./messages";
import { scoutCreateRequest } from "./scouts";

describe("text fields", () => {
  it.each(["Camp \ud800", "\udc00 kit", "a\udfffb"])(
    "refuse half of a UTF-16 pair standing alone (%j), as a database could not store it",
    (bad) => {
      const message = newMessageRequest.safeParse({ subject: bad, body: "ok", audience: { kind: "troop" } });
      expect(message.success).toBe(false);
      expect(message.error?.issues[0]?.message).toBe("Subject holds a character that is not text.");
      const scout = scoutCreateRequest.safeParse({ name: "Ada", contacts: [{ name: bad }] });
      expect(scout.error?.issues[0]?.message).toBe("Contact name holds a character that is not text.");
    },
  );

  it("take whole characters outside the first plane (emoji, a pair of halves)", () => {
    expect(newMessageRequest.safeParse({ subject: "Camp 🏕️ 𝄞", body: "ok", audience: { kind: "troop" } }).success).toBe(true);
  });
});
