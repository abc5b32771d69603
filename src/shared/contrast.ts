/**
 * Readability of text on the troop's primary colour (pure; shared so the server refuses and the
 * settings preview warns with the same numbers). The text colour is the one the theme picks by the
 * product's lightness rule (black when HSL lightness is above 50 %, else white); WCAG 2 asks for at
 * least 4.5:1 between text and its background. The theme uses the same measures for every other use
 * of the troop's colours (client/lib/theme.ts), so none of them is left unchecked.
 */
export const MIN_TEXT_CONTRAST = 4.5;

/** WCAG 2's minimum for icons, borders and large text against what surrounds them. */
export const MIN_GRAPHIC_CONTRAST = 3;

/** Red, green and blue from 0 to 1. */
export type Rgb = [number, number, number];

/** "#rrggbb" → channels from 0 to 1, or null when it is not a hex colour. */
export function channels(hex: string): Rgb | null {
  const value = hex.trim().replace(/^#/, "");
  if (!/^[0-9a-f]{6}$/i.test(value)) return null;
  return [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16) / 255) as Rgb;
}

/** WCAG relative luminance (0 black … 1 white). */
export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The WCAG contrast ratio of two colours (1 … 21), whichever is lighter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [la, lb] = [luminance(a), luminance(b)];
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/** HSL as the theme variables hold it (h in degrees, s and l in percent) → channels from 0 to 1. */
export function hslToRgb({ h, s, l }: { h: number; s: number; l: number }): Rgb {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0), f(8), f(4)];
}

/** `color` laid over `base` at `alpha` (0 … 1), as a tinted background such as bg-primary/10 shows. */
export function mix(color: Rgb, base: Rgb, alpha: number): Rgb {
  return color.map((c, i) => c * alpha + (base[i] ?? 0) * (1 - alpha)) as Rgb;
}

/**
 * The troop colour as ink on light surfaces (text, links, icons, borders): the same hue and
 * saturation, darkened step by step until it has at least `min` contrast with every one of
 * `backgrounds`. A colour that already reads well is kept as it is; black is the last resort.
 */
export function inkOn<T extends { h: number; s: number; l: number }>(hsl: T, backgrounds: Rgb[], min = MIN_TEXT_CONTRAST): T {
  const reads = (l: number) => backgrounds.every((bg) => contrastRatio(hslToRgb({ ...hsl, l }), bg) >= min);
  let l = hsl.l;
  while (l > 0 && !reads(l)) l -= 1;
  return { ...hsl, l };
}

/** The contrast ratio of the theme's text on this colour as "#rrggbb", or null when it is not a hex colour. */
export function primaryTextContrast(hex: string): number | null {
  const rgb = channels(hex);
  if (!rgb) return null;
  const lightness = Math.round(((Math.max(...rgb) + Math.min(...rgb)) / 2) * 100);
  const text: Rgb = lightness > 50 ? [0, 0, 0] : [1, 1, 1]; // black or white text
  return contrastRatio(rgb, text);
}

/** The refusal message for a colour whose text would be too faint, or null when it reads well enough. */
export function lowContrastMessage(hex: string): string | null {
  const ratio = primaryTextContrast(hex);
  if (ratio === null || ratio >= MIN_TEXT_CONTRAST) return null;
  // Rounded to one decimal, but never up to the threshold itself (4.46 is shown as 4.4, not 4.5).
  const rounded = Math.round(ratio * 10) / 10;
  const shown = rounded >= MIN_TEXT_CONTRAST ? Math.floor(ratio * 10) / 10 : rounded;
  return `Text on this colour would have a contrast of ${shown.toFixed(1)}:1; choose a colour with at least ${MIN_TEXT_CONTRAST}:1.`;
}

/** Black or white, whichever reads better on this "#rrggbb" colour (white for anything else). */
export function readableOn(hex: string): "#000000" | "#ffffff" {
  const rgb = channels(hex);
  if (!rgb) return "#ffffff";
  return contrastRatio(rgb, [0, 0, 0]) > contrastRatio(rgb, [1, 1, 1]) ? "#000000" : "#ffffff";
}

/** The colour as text on white where it reads well enough (4.5:1), else the dark grey of body text. */
export function readableOnWhite(hex: string, fallback = "#1f2937"): string {
  const rgb = channels(hex);
  return rgb && contrastRatio(rgb, [1, 1, 1]) >= MIN_TEXT_CONTRAST ? hex : fallback;
}
