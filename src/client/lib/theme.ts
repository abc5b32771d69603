import { DEFAULT_BRANDING } from "@shared/constants";
import { BLACK_TRIPLET, contrastForeground, foregroundFor, hexToHsl, hslTriplet, WHITE_TRIPLET } from "./colors";

export type BrandColors = { primaryColor?: string | null; secondaryColor?: string | null; accentColor?: string | null };

/**
 * Applies troop colours to the theme variables on <html>: --primary (HSL triplet) with
 * --primary-foreground black when lightness > 50 else white (spec §4); --secondary and --accent with
 * whichever of black or white reads better on them.
 * Invalid or missing colours fall back to the defaults. Also used by Troop Settings' live preview.
 */
export function applyBranding(colors: BrandColors, root: HTMLElement = document.documentElement) {
  setColor(root, "primary", colors.primaryColor, DEFAULT_BRANDING.primaryColor);
  setColor(root, "secondary", colors.secondaryColor, DEFAULT_BRANDING.secondaryColor);
  setColor(root, "accent", colors.accentColor, DEFAULT_BRANDING.accentColor);
}

function setColor(root: HTMLElement, name: string, value: string | null | undefined, fallback: string) {
  const hex = value && hexToHsl(value) ? value : fallback;
  const hsl = hexToHsl(hex);
  if (!hsl) return;
  const fg = name === "primary" ? foregroundFor(hsl.l) : contrastForeground(hex);
  root.style.setProperty(`--${name}`, hslTriplet(hsl));
  root.style.setProperty(`--${name}-foreground`, fg === "black" ? BLACK_TRIPLET : WHITE_TRIPLET);
  if (name === "primary") root.style.setProperty("--ring", hslTriplet(hsl));
}
