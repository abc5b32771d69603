// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { attendancePercentage, attendanceTone } from "./attendance-rules";

const rec = (scoutId: string, status: "present" | "absent") => ({ scoutId, status });

describe("attendancePercentage", () => {
  it("is 0 for a scout without records", () => {
    expect(attendancePercentage([rec("b", "present")], "a")).toBe(0);
  });

  it("is the rounded share of present records among the scout's own records", () => {
    const records = [rec("a", "present"), rec("a", "present"), rec("a", "absent"), rec("b", "absent")];
    expect(attendancePercentage(records, "a")).toBe(67);
    expect(attendancePercentage(records, "b")).toBe(0);
    expect(attendancePercentage([rec("a", "present"), rec("a", "absent"), rec("a", "absent")], "a")).toBe(33);
    expect(attendancePercentage([rec("a", "present")], "a")).toBe(100);
  });
});

describe("attendanceTone", () => {
  it("is green from 80, orange from 60 to 79 and red below 60", () => {
    expect(attendanceTone(100)).toBe("green");
    expect(attendanceTone(80)).toBe("green");
    expect(attendanceTone(79)).toBe("orange");
    expect(attendanceTone(60)).toBe("orange");
    expect(attendanceTone(59)).toBe("red");
    expect(attendanceTone(0)).toBe("red");
  });
});
