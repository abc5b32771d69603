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
  for (const [name, value] of Object.entries(brandingVariables(colors))) root.style.setProperty(name, value);
}

/**
 * The theme variables for troop colours, by name (`--primary`: "210 80% 40%", …). The server writes
 * the same ones into the landing page it renders (src/server/features/landing).
 */
export function brandingVariables(colors: BrandColors): Record<string, string> {
  return {
    ...colorVariables("primary", colors.primaryColor, DEFAULT_BRANDING.primaryColor),
    ...colorVariables("secondary", colors.secondaryColor, DEFAULT_BRANDING.secondaryColor),
    ...colorVariables("accent", colors.accentColor, DEFAULT_BRANDING.accentColor),
  };
}

function colorVariables(name: string, value: string | null | undefined, fallback: string): Record<string, string> {
  const hex = value && hexToHsl(value) ? value : fallback;
  const hsl = hexToHsl(hex);
  if (!hsl) return {};
  const fg = name === "primary" ? foregroundFor(hsl.l) : contrastForeground(hex);
  return {
    [`--${name}`]: hslTriplet(hsl),
    [`--${name}-foreground`]: fg === "black" ? BLACK_TRIPLET : WHITE_TRIPLET,
    ...(name === "primary" ? { "--ring": hslTriplet(hsl) } : {}),
  };
}
