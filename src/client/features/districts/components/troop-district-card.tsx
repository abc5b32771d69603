import { useMutation, useQuery } from "@tanstack/react-query";
import { Landmark } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/lib/api-request";
import { toast, toastError } from "@/lib/use-toast";
import { troopDistrictQuery } from "../api";
import { leaveDistrict } from "../district-changes";

/**
 * The district the troop belongs to (many-troops M6): its commissioners see the troop's counts, never
 * a child. Every leader sees it; an admin may leave it, after a question.
 */
export function TroopDistrictCard({ canLeave }: { canLeave: boolean }) {
  const district = useQuery(troopDistrictQuery);
  const [asking, setAsking] = useState(false);
  const leave = useMutation({
    mutationFn: leaveDistrict,
    onSuccess: () => toast({ title: "The troop left its district", description: "Its commissioners no longer see the troop's counts." }),
    onError: (error) => toastError(errorMessage(error, "Could not leave the district. Please try again.")),
  });
  const current = district.data?.district ?? null;
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold leading-none">
          <Landmark className="size-5" aria-hidden="true" />
          District
        </h2>
        <CardDescription>
          A district's commissioners see how its troops are doing: how many scouts and leaders, badges, events and attendance. Counts only,
          never a child's name or details.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3 text-sm">
        {district.isPending ? (
          <p className="text-muted-foreground">Loading...</p>
        ) : district.isError ? (
          <p role="alert" className="text-destructive">
            {errorMessage(district.error, "Could not load the troop's district.")}
          </p>
        ) : current ? (
          <>
            <p>
              The troop is in <strong className="font-semibold">{current.name}</strong>.
            </p>
            {canLeave && (
              <Button variant="outline" onClick={() => setAsking(true)} disabled={leave.isPending}>
                {leave.isPending ? "Leaving..." : "Leave district"}
              </Button>
            )}
          </>
        ) : (
          <p className="text-muted-foreground">The troop is not in a district. The person running Scout Badges adds troops to districts.</p>
        )}
      </CardContent>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Leave ${current?.name ?? "the district"}?`}
        description="Its commissioners will no longer see the troop's counts. Only the person running Scout Badges can put the troop back in a district."
        confirmLabel="Leave district"
        onConfirm={() => leave.mutate()}
      />
    </Card>
  );
}
