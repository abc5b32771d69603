import { useBranding } from "@/features/branding/hooks/use-branding";

/** Keeps the page colours in step with the troop branding; renders nothing. */
export function BrandingApplier() {
  useBranding();
  return null;
}
