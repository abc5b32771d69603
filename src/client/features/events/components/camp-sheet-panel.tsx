import type { CampSheetRow } from "@shared/api/event-logistics";
import { useQuery } from "@tanstack/react-query";
import { Printer } from "lucide-react";
import { NotOnThisPhone } from "@/components/not-on-this-phone";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-request";
import { formatDateTime } from "@/lib/format-date";
import { waitsForNetwork } from "@/lib/waits-for-network";
import { campSheetQuery, campSheetViewsQuery } from "../api";
import { consentText } from "../replies-rules";

/** A child's consent on the sheet: the record, or what is missing. */
function consentCell(row: CampSheetRow, consentRequired: boolean): string {
  if (row.consent) return consentText(row.consent);
  return consentRequired ? "Needs consent" : "Not needed";
}

/** The people to ring about a child: the parents with an account, else the family's contacts on the roster. */
function contactsOf(row: CampSheetRow) {
  return [...row.parents.map((p) => ({ ...p, relationship: null as string | null })), ...row.contacts];
}

/** One child on a phone: allergies, medical notes, dietary needs and consent first, then who to ring. */
function CampSheetCard({ row, consentRequired }: { row: CampSheetRow; consentRequired: boolean }) {
  const health: [string, string | null][] = [
    ["Allergies", row.allergies],
    ["Medical", row.medicalNotes],
    ["Dietary", row.dietaryNeeds],
    ["Consent", consentCell(row, consentRequired)],
  ];
  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm" data-testid="camp-sheet-card">
      <p className="font-semibold break-words">
        {row.name}
        {row.ageAtEvent !== null && <span className="font-normal text-muted-foreground"> · {row.ageAtEvent}</span>}
      </p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        {health.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-muted-foreground">{label}</dt>
            <dd className="break-words">{value || "None given"}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-0.5 border-t pt-2 text-xs">
        <p className="break-words">
          Emergency: {row.emergencyContact ?? "–"}
          {row.emergencyPhone && (
            <a className="ml-1 whitespace-nowrap underline" href={`tel:${row.emergencyPhone}`}>
              {row.emergencyPhone}
            </a>
          )}
        </p>
        {contactsOf(row).map((p) => (
          <p key={`${p.name}-${p.phone}`} className="break-words">
            {p.name}
            {p.relationship && <span className="text-muted-foreground"> ({p.relationship})</span>}
            {p.phone && (
              <a className="ml-1 whitespace-nowrap underline" href={`tel:${p.phone}`}>
                {p.phone}
              </a>
            )}
          </p>
        ))}
      </div>
    </li>
  );
}

/**
 * The camp sheet of one event: for each child going, their age at the event, emergency contact,
 * parents' phones (or the family's contacts when no parent has an account), allergies, medical notes, dietary needs and consent, on one printable page. Every
 * read is logged by the server; who read it is listed under the sheet (not printed).
 */
export function CampSheetPanel({ eventId }: { eventId: string }) {
  const sheet = useQuery(campSheetQuery(eventId));
  // Read after the sheet, so the list includes this read.
  const views = useQuery({ ...campSheetViewsQuery(eventId), enabled: sheet.isSuccess });

  if (sheet.isLoading)
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  if (waitsForNetwork(sheet)) return <NotOnThisPhone what="This camp sheet is" />;
  if (sheet.isError || !sheet.data)
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(sheet.error, "Could not load the camp sheet.")}
      </p>
    );

  const { event, rows, generatedAt } = sheet.data;
  return (
    <div className="grid gap-4">
      <section className="print-sheet camp-sheet grid gap-3" aria-labelledby={`camp-sheet-${eventId}`} data-testid="camp-sheet">
        <header className="grid gap-0.5">
          <h3 id={`camp-sheet-${eventId}`} className="text-lg font-bold leading-tight">
            Camp sheet: {event.title}
          </h3>
          <p className="text-sm text-muted-foreground">
            {formatDateTime(event.startDate)}
            {event.endDate ? ` to ${formatDateTime(event.endDate)}` : ""} · {event.location}
          </p>
          <p className="text-xs text-muted-foreground">
            {rows.length === 1 ? "1 child going" : `${rows.length} children going`} · Printed from the app on {formatDateTime(generatedAt)}.
            Private: health details for the leaders at this event only.
          </p>
        </header>
        {rows.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">Nobody is going yet.</p>
        ) : (
          <>
            {/* On a phone: one card per child, what a leader needs in a hurry first. */}
            <ul className="grid gap-2 md:hidden print:hidden" aria-label="Children going">
              {rows.map((row) => (
                <CampSheetCard key={row.scoutId} row={row} consentRequired={event.consentRequired} />
              ))}
            </ul>
            <Table
              scrollLabel="Camp sheet table"
              wrapperClassName="hidden md:block print:block print:overflow-visible"
              className="camp-sheet-table min-w-[52rem] border-collapse text-left text-xs print:min-w-0"
            >
              <thead>
                <tr className="border-b-2 border-foreground/60">
                  <th scope="col" className="p-1.5">
                    Name
                  </th>
                  <th scope="col" className="p-1.5">
                    Age
                  </th>
                  <th scope="col" className="p-1.5">
                    Emergency contact
                  </th>
                  <th scope="col" className="p-1.5">
                    Parents or contacts
                  </th>
                  <th scope="col" className="p-1.5">
                    Allergies
                  </th>
                  <th scope="col" className="p-1.5">
                    Medical information
                  </th>
                  <th scope="col" className="p-1.5">
                    Dietary needs
                  </th>
                  <th scope="col" className="p-1.5">
                    Consent
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.scoutId} className="break-inside-avoid border-b align-top" data-testid="camp-sheet-row">
                    <th scope="row" className="p-1.5 font-semibold">
                      {row.name}
                    </th>
                    <td className="p-1.5">{row.ageAtEvent ?? "–"}</td>
                    <td className="p-1.5">
                      {row.emergencyContact ?? "–"}
                      {row.emergencyPhone && <span className="block whitespace-nowrap">{row.emergencyPhone}</span>}
                    </td>
                    <td className="p-1.5">
                      {row.parents.length === 0 && row.contacts.length === 0
                        ? "–"
                        : contactsOf(row).map((p) => (
                            <span key={`${p.name}-${p.phone}`} className="block">
                              {p.name}
                              {p.relationship && <span className="text-muted-foreground"> ({p.relationship})</span>}
                              {p.phone && <span className="whitespace-nowrap"> · {p.phone}</span>}
                            </span>
                          ))}
                    </td>
                    <td className="p-1.5 break-words">{row.allergies || "None given"}</td>
                    <td className="p-1.5 break-words">{row.medicalNotes || "None given"}</td>
                    <td className="p-1.5 break-words">{row.dietaryNeeds || "None given"}</td>
                    <td className="p-1.5">{consentCell(row, event.consentRequired)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </>
        )}
      </section>
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print camp sheet
        </Button>
        <p className="text-xs text-muted-foreground">Each time a leader opens this sheet it is written in the list below.</p>
      </div>
      <section className="grid gap-1 print:hidden" aria-labelledby={`camp-sheet-views-${eventId}`}>
        <h4 id={`camp-sheet-views-${eventId}`} className="text-sm font-semibold">
          Who has looked at this sheet
        </h4>
        {views.isLoading ? (
          <Skeleton className="h-6 w-1/2" />
        ) : views.isError ? (
          <p className="text-sm text-destructive">Could not load who has looked at it.</p>
        ) : (
          <ul className="grid gap-0.5 text-sm" data-testid="camp-sheet-views">
            {(views.data ?? []).map((v) => (
              <li key={`${v.leaderName}-${v.viewedAt}`}>
                {v.kind === "offline" ? `Kept offline on ${v.leaderName}'s device` : `Viewed by ${v.leaderName}`} ·{" "}
                <time dateTime={v.viewedAt}>{formatDateTime(v.viewedAt)}</time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
