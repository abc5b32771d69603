import { lazy, Suspense } from "react";
import { describe, expect, it } from "vitest";
import { prerenderToString } from "./prerender";

const text = (kb: number) => "x".repeat(kb * 1024);
const LateTab = lazy(async () => ({ default: () => <p>{text(20)}</p> }));

describe("prerenderToString", () => {
  it("writes a large boundary that waited for its code in place, with no script to move it there", async () => {
    const html = await prerenderToString(
      <main>
        <p>{text(14)}</p>
        <Suspense fallback={<p>Loading…</p>}>
          <LateTab />
        </Suspense>
      </main>,
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("Loading…");
    expect(html).toContain(text(20));
  });
});
