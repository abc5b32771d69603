import type { DistrictOverview, DistrictTroopCounts } from "@shared/api/districts";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { DISTRICT_COLUMNS, type DistrictColumn, type SortOrder, sortTroops } from "../district-columns";

/** The troop's column stays in view while a phone scrolls the counts sideways. */
const STICKY = "sticky left-0 z-10 bg-card";

/** Printed, each page holds this many troops, under the headings again (many-troops M6). */
export const TROOPS_PER_PRINTED_PAGE = 30;

/**
 * The district's troops, a row each, with the totals under them. Every heading sorts by its column
 * (again to turn the order round); the order is said to screen readers by aria-sort. Printed, the rows
 * come 30 to a page in the order on screen, each page a table of its own under the headings, the
 * totals on the last.
 */
export function DistrictOverviewTable({ overview }: { overview: DistrictOverview }) {
  const [order, setOrder] = useState<SortOrder>({ key: "name", direction: "ascending" });
  const troops = sortTroops(overview.troops, order);
  const sortBy = (column: DistrictColumn) =>
    setOrder((now) =>
      now.key === column.key
        ? { key: column.key, direction: now.direction === "ascending" ? "descending" : "ascending" }
        : // Counts read best from the largest, names from A.
          { key: column.key, direction: column.numeric || column.key === "lastActivityAt" ? "descending" : "ascending" },
    );

  if (troops.length === 0) {
    return (
      <Card className="p-6 text-center text-muted-foreground">
        No troop is in {overview.district.name} yet. The person running Scout Badges adds troops to a district.
      </Card>
    );
  }
  const printedPages = Array.from({ length: Math.ceil(troops.length / TROOPS_PER_PRINTED_PAGE) }, (_, i) =>
    troops.slice(i * TROOPS_PER_PRINTED_PAGE, (i + 1) * TROOPS_PER_PRINTED_PAGE),
  );
  const caption = `${overview.district.name}: ${troops.length} ${troops.length === 1 ? "troop" : "troops"}. Badges, events and attendance over the last 30 days.`;
  return (
    <>
      <Card className="print:hidden">
        {/* Said above the scrolling table, so a phone shows it whole; the table is named by it too. */}
        <p className="px-3 pt-3 pb-1 text-sm text-muted-foreground" aria-hidden="true">
          {caption}
        </p>
        <Table scrollLabel={`${overview.district.name}: troops`}>
          <caption className="sr-only">{caption}</caption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {DISTRICT_COLUMNS.map((column) => {
                const sorted = order.key === column.key ? order.direction : undefined;
                // Plain arrows rather than icons: the page's first load carries no icon chunks for them.
                const arrow = sorted === "ascending" ? "↑" : sorted === "descending" ? "↓" : "↕";
                return (
                  <TableHead
                    key={column.key}
                    aria-sort={sorted ?? "none"}
                    className={cn("px-1 whitespace-nowrap", column.numeric && "text-right")}
                  >
                    <button
                      type="button"
                      onClick={() => sortBy(column)}
                      className={cn(
                        "inline-flex min-h-11 items-center gap-1 rounded-md px-2 font-medium hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                        sorted && "text-foreground",
                      )}
                    >
                      {column.label}
                      <span aria-hidden="true" className={cn("w-3 text-center", !sorted && "opacity-50")}>
                        {arrow}
                      </span>
                    </button>
                  </TableHead>
                );
              })}
            </TableRow>
          </TableHeader>
          <TableBody className="[&_tr:last-child]:border-b">
            {troops.map((troop) => (
              <TroopRow key={troop.id} troop={troop} />
            ))}
          </TableBody>
          <TotalsFooter overview={overview} />
        </Table>
      </Card>
      {/* The printout: not on screen, so read only once, as the table above. */}
      <div className="hidden print:block" data-testid="printout">
        {printedPages.map((rows, page) => (
          <table
            key={rows[0]?.id ?? page}
            className={cn("w-full text-[10px] leading-tight", page < printedPages.length - 1 && "break-after-page")}
            data-testid="printed-page"
          >
            <caption className="pb-1 text-left [caption-side:top]">
              {caption} Page {page + 1} of {printedPages.length}.
            </caption>
            <thead className="border-b">
              <tr>
                {DISTRICT_COLUMNS.map((column) => (
                  <th key={column.key} className={cn("px-1 py-1 font-semibold", column.numeric ? "text-right" : "text-left")}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((troop) => (
                <TroopRow key={troop.id} troop={troop} printed />
              ))}
            </tbody>
            {page === printedPages.length - 1 && <TotalsFooter overview={overview} printed />}
          </table>
        ))}
      </div>
    </>
  );
}

function TroopRow({ troop, printed = false }: { troop: DistrictTroopCounts; printed?: boolean }) {
  const cell = printed ? "px-1 py-0.5" : "px-3 py-2";
  return (
    <TableRow className={cn(printed && "break-inside-avoid")}>
      {DISTRICT_COLUMNS.map((column) =>
        column.key === "name" ? (
          <TableHead
            key={column.key}
            scope="row"
            className={cn(cell, "h-auto font-medium text-foreground", !printed && ["min-w-40", STICKY])}
          >
            <span className="block break-words">{troop.name}</span>
            {!printed && <span className="block text-xs font-normal text-muted-foreground">/t/{troop.slug}</span>}
          </TableHead>
        ) : (
          <TableCell key={column.key} className={cn(cell, "tabular-nums", column.numeric && "text-right")}>
            {column.text(troop)}
          </TableCell>
        ),
      )}
    </TableRow>
  );
}

function TotalsFooter({ overview, printed = false }: { overview: DistrictOverview; printed?: boolean }) {
  const cell = printed ? "px-1 py-0.5" : "px-3 py-2";
  const { totals } = overview;
  return (
    <tfoot className="border-t-2 bg-muted/40 font-semibold">
      <TableRow className="hover:bg-transparent">
        {DISTRICT_COLUMNS.map((column) =>
          column.key === "name" ? (
            <TableHead key={column.key} scope="row" className={cn(cell, "h-auto text-foreground", !printed && STICKY)}>
              Total ({totals.troops} {totals.troops === 1 ? "troop" : "troops"})
            </TableHead>
          ) : (
            <TableCell key={column.key} className={cn(cell, "tabular-nums", column.numeric && "text-right")}>
              {column.text(totals)}
            </TableCell>
          ),
        )}
      </TableRow>
    </tfoot>
  );
}
