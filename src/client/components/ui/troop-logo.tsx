import { Award } from "lucide-react";
import { useState } from "react";

/**
 * The troop logo, or a badge icon on the primary colour when there is none (or it fails to load). Decorative.
 * `className` sizes and places it (it adds to the classes here, nothing to override).
 */
export function TroopLogo({ logoUrl, className }: { logoUrl: string | null | undefined; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (logoUrl && !failed) {
    return <img src={logoUrl} alt="" className={`shrink-0 rounded-full object-cover ${className ?? ""}`} onError={() => setFailed(true)} />;
  }
  return (
    <span
      className={`flex shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground ${className ?? ""}`}
      aria-hidden="true"
    >
      <Award className="size-1/2" />
    </span>
  );
}
