import { Award } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/utils";

/** The troop logo, or a badge icon on the primary colour when there is none (or it fails to load). Decorative. */
export function TroopLogo({ logoUrl, className }: { logoUrl: string | null | undefined; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (logoUrl && !failed) {
    return <img src={logoUrl} alt="" className={cn("shrink-0 rounded-full object-cover", className)} onError={() => setFailed(true)} />;
  }
  return (
    <span
      className={cn("flex shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground", className)}
      aria-hidden="true"
    >
      <Award className="size-1/2" />
    </span>
  );
}
