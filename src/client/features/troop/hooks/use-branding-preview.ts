import { lowContrastMessage } from "@shared/contrast";
import { useEffect } from "react";
import { applyBranding } from "@/lib/theme";
import { savedBrandColors } from "../api";
import { isHexColor } from "../settings-form-rules";

type Colors = { primaryColor: string; secondaryColor: string; accentColor: string };

/**
 * Live preview: the form's colours are applied to the theme as they change (invalid or unreadable ones
 * keep the saved colour). Leaving the page restores the saved branding, so an unsaved preview does not stick.
 */
export function useBrandingPreview(colors: Colors | null) {
  const primary = colors?.primaryColor;
  const secondary = colors?.secondaryColor;
  const accent = colors?.accentColor;

  useEffect(() => {
    if (primary === undefined) return;
    const saved = savedBrandColors();
    const pick = (value: string | undefined, fallback: string | undefined) => (value && isHexColor(value) ? value : fallback);
    applyBranding({
      // A primary colour the save would refuse (text under 4.5:1) is warned about, not applied to the page.
      primaryColor: primary && lowContrastMessage(primary) ? saved?.primaryColor : pick(primary, saved?.primaryColor),
      secondaryColor: pick(secondary, saved?.secondaryColor),
      accentColor: pick(accent, saved?.accentColor),
    });
  }, [primary, secondary, accent]);

  useEffect(
    () => () => {
      applyBranding(savedBrandColors() ?? {});
    },
    [],
  );
}
