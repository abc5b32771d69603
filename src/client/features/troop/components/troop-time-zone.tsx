import { useQuery } from "@tanstack/react-query";
import { Fragment, type ReactNode } from "react";
import { setTroopTimeZone } from "@/lib/format-date";
import { brandingQuery } from "../api";

/**
 * Shows every date below it in the troop's time zone (from the branding). The zone is set while
 * rendering, before the pages below format anything; should it change (the branding arrives after
 * the first paint, or a leader picks another zone), the pages are drawn anew in it.
 */
export function TroopTimeZone({ children }: { children: ReactNode }) {
  const zone = useQuery(brandingQuery).data?.timeZone;
  setTroopTimeZone(zone);
  return <Fragment key={zone ?? "browser"}>{children}</Fragment>;
}
