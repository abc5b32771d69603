// Relative, not "@shared/…": browser journeys import this file without the app's path aliases.
import { channels, contrastRatio } from "../../shared/contrast";

/** Colour helpers for troop branding (pure). */

export type Hsl = { h: number; s: number; l: number };

/** "#rrggbb" (or "#rgb") → HSL with h in degrees, s and l in percent, rounded. null if not a hex colour. */
export function hexToHsl(hex: string): Hsl | null {
  let value = hex.trim().replace(/^#/, "");
  if (/^[0-9a-f]{3}$/i.test(value)) value = value.replace(/./g, (c) => c + c);
  if (!/^[0-9a-f]{6}$/i.test(value)) return null;
  const r = Number.parseInt(value.slice(0, 2), 16) / 255;
  const g = Number.parseInt(value.slice(2, 4), 16) / 255;
  const b = Number.parseInt(value.slice(4, 6), 16) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  let h = 0;
  let s = 0;
  if (max !== min) {
    const d = max - min;
    s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
    if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
  }
  return { h: Math.round(h), s: Math.round(s * 100), l: Math.round(l * 100) };
}

/** "H S% L%": the form the theme variables hold, used as hsl(var(--primary)). */
export function hslTriplet({ h, s, l }: Hsl): string {
  return `${h} ${s}% ${l}%`;
}

export const BLACK_TRIPLET = "0 0% 0%";
export const WHITE_TRIPLET = "0 0% 100%";

/** Text on a colour: black when its lightness is above 50, else white. */
export function foregroundFor(lightness: number): "black" | "white" {
  return lightness > 50 ? "black" : "white";
}

/**
 * Readable text on secondary and accent colours: whichever of black or white has the higher WCAG
 * contrast (the lightness-above-50 rule applies to the primary colour only).
 */
export function contrastForeground(hex: string): "black" | "white" {
  const rgb = channels(hex);
  if (!rgb) return "white";
  return contrastRatio(rgb, [0, 0, 0]) > contrastRatio(rgb, [1, 1, 1]) ? "black" : "white";
}
