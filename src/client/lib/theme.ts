import { DEFAULT_BRANDING } from "@shared/constants";
import { hslToRgb, inkOn, mix, type Rgb } from "@shared/contrast";
import { BLACK_TRIPLET, contrastForeground, foregroundFor, type Hsl, hexToHsl, hslTriplet, WHITE_TRIPLET } from "./colors";

export type BrandColors = { primaryColor?: string | null; secondaryColor?: string | null; accentColor?: string | null };

/**
 * Applies troop colours to the theme variables on <html>: --primary (HSL triplet) with
 * --primary-foreground black when lightness > 50 else white (the product's rule); --secondary and
 * --accent with whichever of black or white reads better on them; and for each colour an "ink"
 * (--primary-ink …) that every other use reads: text, links, icons, borders and focus rings on the
 * page's light surfaces (index.css points text-primary, border-primary … at it).
 * Invalid or missing colours fall back to the defaults. Also used by Troop Settings' live preview.
 * A variable that already holds its value (the server drew the page with it) is left alone: writing it
 * again would have the browser restyle the whole page while React takes it over.
 */
export function applyBranding(colors: BrandColors, root: HTMLElement = document.documentElement) {
  for (const [name, value] of Object.entries(brandingVariables(colors))) {
    if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
  }
}

/**
 * The theme variables for troop colours, by name (`--primary`: "210 80% 40%", …). The server writes
 * the same ones into the pages it draws (src/client/entry-server.tsx).
 */
export function brandingVariables(colors: BrandColors): Record<string, string> {
  return {
    ...colorVariables("primary", colors.primaryColor, DEFAULT_BRANDING.primaryColor),
    ...colorVariables("secondary", colors.secondaryColor, DEFAULT_BRANDING.secondaryColor),
    ...colorVariables("accent", colors.accentColor, DEFAULT_BRANDING.accentColor),
  };
}

/** The page's light surfaces that troop-coloured text sits on: the background and cards, and muted (index.css). */
export const LIGHT_SURFACES: Rgb[] = [[1, 1, 1], hslToRgb({ h: 210, s: 40, l: 96 })];
/** The strongest troop-colour tint text is drawn on (bg-primary/10 and the like). */
export const TINT_ALPHA = 0.1;

function colorVariables(name: string, value: string | null | undefined, fallback: string): Record<string, string> {
  const hex = value && hexToHsl(value) ? value : fallback;
  const hsl = hexToHsl(hex);
  if (!hsl) return {};
  const fg = name === "primary" ? foregroundFor(hsl.l) : contrastForeground(hex);
  const ink = inkFor(hsl);
  return {
    [`--${name}`]: hslTriplet(hsl),
    [`--${name}-foreground`]: fg === "black" ? BLACK_TRIPLET : WHITE_TRIPLET,
    [`--${name}-ink`]: hslTriplet(ink),
    // The focus ring sits on the page too: as readable as the ink.
    ...(name === "primary" ? { "--ring": hslTriplet(ink) } : {}),
  };
}

/**
 * The colour as ink: text contrast (4.5:1) on every light surface and on the colour's own tint, so a
 * light troop colour (#ffeb3b) gives readable links and icons while its buttons keep the colour.
 */
export function inkFor(hsl: Hsl): Hsl {
  const tint = mix(hslToRgb(hsl), [1, 1, 1], TINT_ALPHA);
  return inkOn(hsl, [...LIGHT_SURFACES, tint]);
}
