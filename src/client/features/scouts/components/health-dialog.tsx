import type { Scout } from "@shared/api/scouts";
import { HealthCard } from "@/components/health-card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

type Props = { scout: Scout | null; onOpenChange: (open: boolean) => void };

/** A roster scout's Health card (leaders): the notes are read only when the leader asks, and the read is logged. */
export function HealthDialog({ scout, onOpenChange }: Props) {
  return (
    <Dialog open={scout !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Health notes of {scout?.name}</DialogTitle>
          <DialogDescription>Private: leaders and the child's own parents read them here and on the camp sheet.</DialogDescription>
        </DialogHeader>
        {scout && <HealthCard key={scout.id} url={`/api/scouts/${scout.id}/health`} name={scout.name} />}
      </DialogContent>
    </Dialog>
  );
}
