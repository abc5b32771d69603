import { useMutation, useQuery } from "@tanstack/react-query";
import { Printer } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { inviteCards } from "@/features/invites/api";
import { brandingQuery } from "@/features/troop/api";
import { errorMessage } from "@/lib/api-request";
import { CARDS_PER_PAGE, InviteCardsSheet } from "./invite-cards-sheet";

type Props = { scoutIds: string[]; open: boolean; onOpenChange: (open: boolean) => void };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "Print invite cards" for the roster's selection: one sheet with a card per scout without an
 * account, the code each scout was already given where it can be shown again (cards handed out
 * earlier keep working). Before printing it says how many already have an account and get no card.
 */
export function InviteCardsDialog({ scoutIds, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">{open && <InviteCardsBody scoutIds={scoutIds} />}</DialogContent>
    </Dialog>
  );
}

function InviteCardsBody({ scoutIds }: { scoutIds: string[] }) {
  const troopName = useQuery(brandingQuery).data?.troopName ?? "";
  const make = useMutation({ mutationFn: inviteCards });
  const [qrReady, setQrReady] = useState(false);
  // The codes are asked for once per opening; a ref survives StrictMode's second effect run.
  const started = useRef(false);
  const { mutate } = make;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(scoutIds);
  }, [mutate, scoutIds]);

  const result = make.data;
  const cards = result?.cards ?? [];
  const withAccount = result?.withAccount ?? [];
  const pages = Math.ceil(cards.length / CARDS_PER_PAGE);
  return (
    <>
      <DialogHeader>
        <DialogTitle>Invite cards</DialogTitle>
        <DialogDescription>
          A card for each selected scout without an account: their personal sign-up code, a code for their parents, and a QR code of the
          link. A code works once, until the date on its card. Cut along the dashed lines.
        </DialogDescription>
      </DialogHeader>
      {make.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(make.error, "Could not make the cards. Please try again.")}
        </p>
      ) : !result ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-32 w-full" />
        </div>
      ) : (
        <div className="grid gap-4">
          <div className="grid gap-1 text-sm" role="status">
            <p className="font-medium">
              {cards.length === 0 ? "No cards to print." : `${count(cards.length, "card", "cards")} on ${count(pages, "page", "pages")}.`}
            </p>
            {withAccount.length > 0 && (
              <p className="text-muted-foreground" data-testid="invite-cards-skipped">
                {withAccount.length} already have an account and get no card: {withAccount.map((scout) => scout.name).join(", ")}.
              </p>
            )}
          </div>
          {cards.length > 0 && (
            <>
              <div className="flex justify-end">
                <Button onClick={() => window.print()} disabled={!qrReady}>
                  <Printer aria-hidden="true" />
                  Print cards
                </Button>
              </div>
              <InviteCardsSheet cards={cards} troopName={troopName} onReady={setQrReady} />
            </>
          )}
        </div>
      )}
    </>
  );
}
