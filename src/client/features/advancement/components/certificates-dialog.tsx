import { useQuery } from "@tanstack/react-query";
import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { TroopLogo } from "@/components/ui/troop-logo";
import { brandingQuery } from "@/features/troop/api";
import { formatDate } from "@/lib/format-date";

/** One award as its certificate shows it. `awardedBy`: the leader who gave it, when the award names one. */
export type CertificateAward = {
  id: string;
  scoutName: string;
  badge: { name: string; imageUrl: string };
  earnedDate: string;
  awardedBy: string | null;
};

type Props = {
  awards: CertificateAward[];
  /** Whether these are the awards ticked in the list (else every award shown). */
  selectedOnly: boolean;
  /** The signed-in leader's name: signs the certificates of awards that name no leader. */
  signer: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const count = (n: number) => `${n} ${n === 1 ? "certificate" : "certificates"}`;

/**
 * Certificates for "Badges to present": one per award, each on a landscape page of its own, for the
 * awards ticked in the list or every award shown. Each names the troop (with its logo), the badge,
 * the scout, the day it was earned and the leader who signs it: the leader who gave the award, else
 * the leader printing (docs/product.md, "Paper").
 */
export function CertificatesDialog({ awards, selectedOnly, signer, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Certificates</DialogTitle>
          <DialogDescription>
            {count(awards.length)} for {selectedOnly ? "the selected badges" : "every badge to present"}, one to a landscape page.
          </DialogDescription>
        </DialogHeader>
        <div className="flex justify-end">
          <Button onClick={() => window.print()} disabled={awards.length === 0}>
            <Printer aria-hidden="true" />
            Print certificates
          </Button>
        </div>
        {open && <CertificateSheet awards={awards} signer={signer} />}
      </DialogContent>
    </Dialog>
  );
}

/** The certificates as they print; on screen a preview of each page. */
export function CertificateSheet({ awards, signer }: { awards: CertificateAward[]; signer: string }) {
  const branding = useQuery(brandingQuery).data;
  const troopName = branding?.troopName ?? "";
  return (
    <section className="paper-sheet certificate-sheet grid gap-4" aria-label="Certificates" data-testid="certificate-sheet">
      {awards.map((award) => (
        // The page holds the frame: a page of its own when printed, nothing painted at its edges.
        <div key={award.id} className="certificate">
          <article
            className="certificate-frame flex flex-col rounded-md border-[6px] border-double border-primary bg-card p-1.5 text-center text-foreground print:rounded-none print:border-[3mm] print:p-[2.5mm]"
            aria-label={`Certificate: ${award.badge.name} for ${award.scoutName}`}
            data-testid="certificate"
          >
            <div className="flex flex-1 flex-col items-center justify-center gap-2 border border-secondary px-4 py-5 sm:gap-3 sm:px-8 print:gap-[4mm] print:border-[0.6mm] print:px-[14mm] print:py-[8mm]">
              {branding?.logoUrl && <TroopLogo logoUrl={branding.logoUrl} className="size-12 sm:size-16 print:size-[24mm]" />}
              <p className="text-xs font-semibold uppercase tracking-[0.2em] text-secondary wrap-anywhere print:text-[12pt]">{troopName}</p>
              <h3 className="font-serif text-2xl font-bold text-primary sm:text-3xl print:text-[32pt]">Certificate of Achievement</h3>
              <p className="text-sm text-muted-foreground print:text-[13pt] print:text-black">This is to certify that</p>
              <p className="font-serif text-2xl font-semibold wrap-anywhere sm:text-4xl print:text-[34pt]" data-testid="certificate-scout">
                {award.scoutName}
              </p>
              <p className="text-sm text-muted-foreground print:text-[13pt] print:text-black">has earned the</p>
              <p className="flex flex-wrap items-center justify-center gap-2 text-lg font-bold sm:text-2xl print:gap-[3mm] print:text-[22pt]">
                <img src={award.badge.imageUrl} alt="" className="size-10 object-contain sm:size-12 print:size-[18mm]" />
                <span className="wrap-anywhere" data-testid="certificate-badge">
                  {award.badge.name} badge
                </span>
              </p>
              <p className="text-sm print:text-[13pt]">on {formatDate(award.earnedDate)}</p>
              <div className="mt-2 grid w-56 max-w-full gap-1 print:mt-[6mm] print:w-[80mm]">
                <span aria-hidden="true" className="block h-8 border-b border-foreground print:h-[12mm] print:border-black" />
                <p className="text-sm font-medium wrap-anywhere print:text-[12pt]" data-testid="certificate-leader">
                  {award.awardedBy ?? signer}
                </p>
                <p className="text-xs text-muted-foreground print:text-[10pt] print:text-black">Leader, {troopName}</p>
              </div>
            </div>
          </article>
        </div>
      ))}
    </section>
  );
}
