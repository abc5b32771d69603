// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadFile } from "./download-file";

describe("downloadFile", () => {
  let click: ReturnType<typeof vi.spyOn> | undefined;
  afterEach(() => {
    click?.mockRestore();
    vi.useRealTimers();
  });

  it("clicks a temporary link to an object URL named after the file, then frees the URL", async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:made";
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });

    downloadFile("scouts.csv", "Name\r\nSam\r\n", "text/csv;charset=utf-8");

    expect(clicked).toEqual([{ href: "blob:made", download: "scouts.csv", attached: true }]);
    expect(document.querySelectorAll("a").length).toBe(0);
    expect(blobs[0]?.type).toBe("text/csv;charset=utf-8");
    expect(await blobs[0]?.text()).toBe("Name\r\nSam\r\n");
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:made");
  });

  it("hands a fetched Blob over as it is", () => {
    const ics = new Blob(["BEGIN:VCALENDAR"], { type: "text/calendar" });
    URL.createObjectURL = vi.fn(() => "blob:ics");
    URL.revokeObjectURL = vi.fn();
    click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    downloadFile("camp.ics", ics);
    expect(URL.createObjectURL).toHaveBeenCalledWith(ics);
  });
});
