import { useEffect } from "react";
import { documentTitle } from "@/features/troop/document-title";
import { useBranding } from "@/features/troop/hooks/use-branding";

/** Keeps the page colours and the window title in step with the troop branding; renders nothing. */
export function BrandingApplier() {
  const { troopName } = useBranding();
  useEffect(() => {
    document.title = documentTitle(troopName);
  }, [troopName]);
  return null;
}
