import type { DistrictOverview } from "@shared/api/districts";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { DISTRICT_COLUMNS, type DistrictColumn, type SortOrder, sortTroops } from "../district-columns";

/** Printed, each page holds this many troops (with the headings again): many-troops M6. */
export const TROOPS_PER_PRINTED_PAGE = 30;

/**
 * The district's troops, a row each, with the totals under them. Every heading sorts by its column
 * (again to turn the order round); the order is said to screen readers by aria-sort. Printed, the rows
 * come 30 to a page, each page with the headings.
 */
export function DistrictOverviewTable({ overview }: { overview: DistrictOverview }) {
  const [order, setOrder] = useState<SortOrder>({ key: "name", direction: "ascending" });
  const troops = sortTroops(overview.troops, order);
  const pages = Array.from({ length: Math.ceil(troops.length / TROOPS_PER_PRINTED_PAGE) }, (_, i) =>
    troops.slice(i * TROOPS_PER_PRINTED_PAGE, (i + 1) * TROOPS_PER_PRINTED_PAGE),
  );
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
  return (
    <Card className="print:border-0 print:shadow-none">
      <Table scrollLabel={`${overview.district.name}: troops`} className="print:text-xs" wrapperClassName="print:overflow-visible">
        <caption className="px-3 pt-3 pb-1 text-left text-sm text-muted-foreground">
          {overview.district.name}: {troops.length} {troops.length === 1 ? "troop" : "troops"}. Badges, events and attendance over the last
          30 days.
        </caption>
        <TableHeader className="print:table-header-group">
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
                      "inline-flex min-h-11 items-center gap-1 rounded-md px-2 font-medium hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring print:min-h-0",
                      sorted && "text-foreground",
                    )}
                  >
                    {column.label}
                    <span aria-hidden="true" className={cn("w-3 text-center print:hidden", !sorted && "opacity-50")}>
                      {arrow}
                    </span>
                  </button>
                </TableHead>
              );
            })}
          </TableRow>
        </TableHeader>
        {pages.map((rows, page) => (
          <TableBody
            // A page of the printout: its rows keep together, and the next page starts after it.
            key={rows[0]?.id ?? page}
            className={cn("[&_tr:last-child]:border-b", page < pages.length - 1 && "print:break-after-page")}
            data-testid="printed-page"
          >
            {rows.map((troop) => (
              <TableRow key={troop.id} className="print:break-inside-avoid">
                {DISTRICT_COLUMNS.map((column) =>
                  column.key === "name" ? (
                    <TableHead key={column.key} scope="row" className="min-w-40 px-3 py-2 font-medium text-foreground">
                      <span className="block break-words">{troop.name}</span>
                      <span className="block text-xs font-normal text-muted-foreground">/t/{troop.slug}</span>
                    </TableHead>
                  ) : (
                    <TableCell key={column.key} className={cn("px-3 py-2 tabular-nums", column.numeric && "text-right")}>
                      {column.text(troop)}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        ))}
        <tfoot className="border-t-2 bg-muted/40 font-semibold print:table-row-group">
          <TableRow className="hover:bg-transparent">
            {DISTRICT_COLUMNS.map((column) =>
              column.key === "name" ? (
                <TableHead key={column.key} scope="row" className="px-3 py-2 text-foreground">
                  Total ({overview.totals.troops} {overview.totals.troops === 1 ? "troop" : "troops"})
                </TableHead>
              ) : (
                <TableCell key={column.key} className={cn("px-3 py-2 tabular-nums", column.numeric && "text-right")}>
                  {column.text(overview.totals)}
                </TableCell>
              ),
            )}
          </TableRow>
        </tfoot>
      </Table>
    </Card>
  );
}
