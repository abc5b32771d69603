import type { DeliveryStatus, OutboxMessage, WeeklyReport } from "@shared/api/notifications";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

/** Leaders' view of messages: the outbox, what this deployment can deliver, and the weekly report. */

const OUTBOX = "/api/notifications/outbox";
const DELIVERY = "/api/notifications/delivery";
const WEEKLY = "/api/reports/weekly";

/** While a message waits for its first attempt on a channel that can deliver it, the list looks again this often. */
export const OUTBOX_POLL_MS = 4000;

/** A message the worker is about to send: unsent, not yet tried, on a configured channel. */
export function awaitingDelivery(messages: readonly OutboxMessage[], delivery: DeliveryStatus | undefined): boolean {
  return messages.some((m) => m.status === "unsent" && m.attempts === 0 && Boolean(delivery?.[m.channel]));
}

export const deliveryQuery = queryOptions({
  queryKey: [DELIVERY],
  queryFn: ({ signal }) => apiGet<DeliveryStatus>(DELIVERY, { signal }),
  // The deployment's settings change only with a restart.
  staleTime: 5 * 60_000,
});

export const outboxQuery = queryOptions({
  queryKey: [OUTBOX],
  queryFn: ({ signal }) => apiGet<OutboxMessage[]>(OUTBOX, { signal }),
});

export const weeklyReportQuery = queryOptions({
  queryKey: [WEEKLY],
  queryFn: ({ signal }) => apiGet<WeeklyReport>(WEEKLY, { signal }),
});

/** Queues the weekly report for every leader now; answers how many messages were queued. */
export function sendWeeklyReport() {
  return apiJson<{ queued: number }>("POST", `${WEEKLY}/send`);
}

/** After something was queued: the outbox list shows it. */
export function refreshOutbox() {
  return queryClient.invalidateQueries({ queryKey: [OUTBOX] });
}
