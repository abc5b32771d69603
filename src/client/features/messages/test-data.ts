import type { InboxMessage, Receipt, SentListItem } from "@shared/api/messages";

/** Messages as the server sends them, for the feature's component tests. */
export function inboxMessage(overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id: "m1",
    subject: "Meeting moved to the church hall",
    body: "Hello families,\nThis week we meet in the church hall.",
    sentBy: { id: "u-lena", name: "Lena Leader" },
    createdAt: "2026-03-02T18:30:00.000Z",
    readAt: null,
    ...overrides,
  };
}

export function sentItem(overrides: Partial<SentListItem> = {}): SentListItem {
  return {
    id: "s1",
    subject: "Bring wellies on Saturday",
    body: "It will be muddy.",
    audience: { kind: "parents" },
    sentBy: { id: "u-lena", name: "Lena Leader" },
    createdAt: "2026-03-01T09:00:00.000Z",
    recipients: 3,
    readCount: 1,
    emailed: 0,
    ...overrides,
  };
}

export function receipt(overrides: Partial<Receipt> & Pick<Receipt, "userId" | "name">): Receipt {
  return { role: "parent", readAt: null, ...overrides };
}
