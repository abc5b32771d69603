import { formatDateTime } from "@/lib/format-date";

/** When a message was sent (or read), as the app writes dates, with the exact time for machines. */
export function MessageTime({ value }: { value: string }) {
  return <time dateTime={value}>{formatDateTime(value)}</time>;
}
