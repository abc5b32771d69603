/**
 * IANA time-zone names ("Europe/London", "America/Los_Angeles", "UTC"). Intl also accepts offsets
 * such as "+01:00", which are not IANA names and would not follow daylight saving, so the shape is
 * checked as well as Intl's acceptance.
 */
const IANA_SHAPE = /^(?:[A-Za-z][A-Za-z0-9_+-]*)(?:\/[A-Za-z0-9_+-]+)*$/;

export function isIanaTimeZone(name: string): boolean {
  if (!IANA_SHAPE.test(name) || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
