/** The app's language for dates, numbers and money: English, whatever the phone's own (see format-date.ts). */
export const APP_LOCALE = "en-US";

/**
 * The browser's first date formatter loads its locale data: 40–150 ms on a phone four times slower
 * than a laptop, where every later one takes a fraction of a millisecond. The first script has one
 * made while the page is still arriving, so that cost is not paid in the middle of React's take-over,
 * where it would lengthen the one task it falls in; numbers' first formatter shares most of it. Only a
 * page that shows a date or an amount at once needs it then (main.tsx). A module of its own, so the
 * first script carries nothing else of the dates' code.
 */
export function loadDateLocale() {
  new Intl.DateTimeFormat(APP_LOCALE, { month: "short" });
}

let noteUse = () => {};

/** Called by every formatter of dates and amounts as it formats (format-date.ts, use-money.ts). */
export function localeDataUsed() {
  noteUse();
}

/** The server, drawing a first view, learns this way whether the page shows dates or amounts. */
export function onLocaleDataUse(listener: () => void) {
  noteUse = listener;
}
