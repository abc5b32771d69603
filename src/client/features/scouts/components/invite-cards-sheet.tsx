import type { InviteCards } from "@shared/api/invites";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { inviteUrl } from "@/features/invites/api";
import { formatDate } from "@/lib/format-date";

/** Two columns of four: a page of cards that fits both A4 and Letter (see index.css). */
export const CARDS_PER_PAGE = 8;

type Card = InviteCards["cards"][number];

const pagesOf = <T,>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, page) => items.slice(page * size, (page + 1) * size));

/** Each card's join link as a QR code image, made in the browser like the single card's. */
function useQrCodes(urls: string[]) {
  const [images, setImages] = useState<Record<string, string>>({});
  const key = urls.join("\n");
  useEffect(() => {
    let live = true;
    const wanted = key ? key.split("\n") : [];
    Promise.all(wanted.map((url) => QRCode.toDataURL(url, { margin: 2, width: 300, errorCorrectionLevel: "M" }))).then((data) => {
      if (live) setImages(Object.fromEntries(wanted.map((url, i) => [url, data[i] ?? ""])));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return images;
}

/**
 * A sheet of invite cards to print and cut: per scout the troop's name, the scout's name, the
 * personal code, a parent code for the family (they sign up with it at the same address), a QR code
 * of the join link and the day the code expires. Printed, the cards sit two
 * by four on each page with a dashed line to cut along, and a card never breaks across pages.
 * `onReady` says when every QR code is drawn, so printing waits for them.
 */
export function InviteCardsSheet({ cards, troopName, onReady }: { cards: Card[]; troopName: string; onReady?: (ready: boolean) => void }) {
  const urls = cards.map((card) => inviteUrl(card.code));
  const images = useQrCodes(urls);
  const ready = urls.every((url) => images[url]);
  useEffect(() => onReady?.(ready), [ready, onReady]);
  return (
    <section className="paper-sheet invite-cards-sheet grid gap-3" aria-label="Invite cards" data-testid="invite-cards-sheet">
      {pagesOf(cards, CARDS_PER_PAGE).map((page) => (
        <div key={page[0]?.scoutId} className="invite-cards-page grid gap-3 sm:grid-cols-2">
          {page.map((card) => {
            const url = inviteUrl(card.code);
            const qr = images[url];
            return (
              <article
                key={card.scoutId}
                className="invite-sheet-card grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 rounded-md border-2 border-dashed p-3"
                aria-label={`Invite card for ${card.scoutName}`}
                data-testid="invite-sheet-card"
              >
                <div className="grid min-w-0 gap-1">
                  <p className="text-xs font-semibold uppercase tracking-wide text-primary wrap-anywhere">{troopName}</p>
                  <p className="text-lg font-bold leading-tight wrap-anywhere">{card.scoutName}</p>
                  <p className="text-xs text-muted-foreground">Your sign-up code</p>
                  <p className="font-mono text-lg font-bold tracking-[0.15em]" data-testid="invite-sheet-code">
                    {card.code}
                  </p>
                  {card.parentCode && (
                    <p className="text-xs" data-testid="invite-sheet-parent-code">
                      Parents' code: <span className="font-mono font-bold tracking-[0.1em]">{card.parentCode}</span>
                    </p>
                  )}
                  <p className="invite-sheet-link text-[0.7rem] leading-snug [overflow-wrap:anywhere]">Scan the QR code or open {url}</p>
                  <p className="text-xs font-medium" data-testid="invite-sheet-expiry">
                    Expires {formatDate(card.expiresAt)}
                  </p>
                </div>
                {qr ? (
                  <img src={qr} alt={`QR code for ${url}`} className="invite-sheet-qr size-28 sm:size-32" />
                ) : (
                  <Skeleton className="invite-sheet-qr size-28 sm:size-32" />
                )}
              </article>
            );
          })}
        </div>
      ))}
    </section>
  );
}
