import type { Badge } from "@shared/api/badges";
import type { Scout } from "@shared/api/scouts";
import { useQuery } from "@tanstack/react-query";
import { ClipboardCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { WhenFirstOpened } from "@/components/when-first-opened";
import { troopFeaturesQuery } from "@/features/troop/api";
import { lazyNamed } from "@/lib/lazy-named";

// The form (and the form library) loads with its first opening, never holding the dashboard up.
const MeetingSignOffDialog = lazyNamed(() => import("./meeting-sign-off-dialog"), "MeetingSignOffDialog");

/**
 * "Sign off at a meeting": opens meeting mode; not offered while the troop's tracking is off. The
 * page hands over the badges and the roster it reads anyway.
 */
export function MeetingSignOffButton({ badges, scouts }: { badges: Badge[] | undefined; scouts: Scout[] | undefined }) {
  const features = useQuery(troopFeaturesQuery);
  const [open, setOpen] = useState(false);
  if (features.data?.enableAdvancementTracking === false) return null;
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <ClipboardCheck aria-hidden="true" />
        Sign off at a meeting
      </Button>
      <WhenFirstOpened open={open}>
        <MeetingSignOffDialog open={open} onOpenChange={setOpen} badges={badges} scouts={scouts} />
      </WhenFirstOpened>
    </>
  );
}
