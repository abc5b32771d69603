/**
 * Readability of text on the troop's primary colour (pure; shared so the server refuses and the
 * settings preview warns with the same numbers). The text colour is the one the theme picks by the
 * spec's lightness rule (§4: black when HSL lightness is above 50 %, else white); WCAG 2 asks for at
 * least 4.5:1 between text and its background.
 */
export const MIN_TEXT_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] | null {
  const value = hex.trim().replace(/^#/, "");
  if (!/^[0-9a-f]{6}$/i.test(value)) return null;
  return [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16) / 255) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio of the theme's text on this colour as "#rrggbb", or null when it is not a hex colour. */
export function primaryTextContrast(hex: string): number | null {
  const rgb = channels(hex);
  if (!rgb) return null;
  const lightness = Math.round(((Math.max(...rgb) + Math.min(...rgb)) / 2) * 100);
  const background = luminance(rgb);
  const text = lightness > 50 ? 0 : 1; // black or white text
  const [hi, lo] = background > text ? [background, text] : [text, background];
  return (hi + 0.05) / (lo + 0.05);
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
