import { integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * A write sent with an `Idempotency-Key` (a device's queued change), kept per user for 7 days so a
 * repeat gets the first answer and changes nothing. `requestHash` tells a reused key with another
 * request apart (422); a row whose status is still null is a first request not yet answered.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
