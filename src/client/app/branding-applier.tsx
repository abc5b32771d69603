import { useEffect } from "react";
import { useBranding } from "@/features/branding/hooks/use-branding";

/** Keeps the page colours and the window title in step with the troop branding; renders nothing. */
export function BrandingApplier() {
  const { troopName } = useBranding();
  useEffect(() => {
    document.title = troopName ? `${troopName} · Scout Badges` : "Scout Badges";
  }, [troopName]);
  return null;
}
