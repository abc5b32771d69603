import { DEFAULT_BRANDING } from "@shared/constants";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { applyBranding } from "@/lib/theme";
import { brandingQuery } from "../api";

/** Loads branding and applies its colours to the theme whenever it (re)loads. */
export function useBranding() {
  const { data } = useQuery(brandingQuery);
  useEffect(() => {
    if (data) applyBranding(data);
  }, [data]);
  return data ?? { ...DEFAULT_BRANDING };
}
