import { useQuery } from "@tanstack/react-query";
import { APP_LOCALE, localeDataUsed } from "@/lib/date-locale";
import { brandingQuery } from "../api";

/** The currency until the troop's branding says which (the server's default). */
export const DEFAULT_CURRENCY = "USD";

/** How many minor units make one major unit in a currency (100 cents to the dollar; 1 for yen). */
function minorUnitDigits(currency: string): number {
  localeDataUsed();
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** An amount in cents (the currency's minor unit) as people read it: "$12.50", "£5.00", "Free" for 0. */
export function formatMoney(cents: number, currency: string = DEFAULT_CURRENCY, free = "Free"): string {
  if (cents === 0 && free) return free;
  const digits = minorUnitDigits(currency);
  const amount = cents / 10 ** digits;
  try {
    return new Intl.NumberFormat(APP_LOCALE, { style: "currency", currency }).format(amount);
  } catch {
    return `${amount.toFixed(digits)} ${currency}`;
  }
}

/** A typed amount ("12.50", "12,5", "12") in cents; null when it is not an amount. */
export function parseMoney(text: string, currency: string = DEFAULT_CURRENCY): number | null {
  const trimmed = text.trim().replace(/\s/g, "");
  if (trimmed === "") return 0;
  const normal = trimmed.replace(",", ".");
  if (!/^\d+(\.\d{0,2})?$/.test(normal)) return null;
  return Math.round(Number(normal) * 10 ** minorUnitDigits(currency));
}

/** Cents as the text of a money field ("12.50"; "" for free). */
export function moneyInputText(cents: number, currency: string = DEFAULT_CURRENCY): string {
  if (!cents) return "";
  const digits = minorUnitDigits(currency);
  return (cents / 10 ** digits).toFixed(digits);
}

/** The troop's currency (from its branding) and a formatter in it. */
export function useMoney() {
  const { data } = useQuery(brandingQuery);
  const currency = data?.currency ?? DEFAULT_CURRENCY;
  return { currency, format: (cents: number, free?: string) => formatMoney(cents, currency, free) };
}
