import { HELPER_KINDS, helperOfferRequest } from "@shared/api/event-logistics";
import { z } from "zod";
import { requestForm } from "@/lib/request-form";

/** Offer to drive or help: the kind, seats as typed and a note, checked by the shared offer schema. */
export const offerForm = requestForm({
  values: z.object({ kind: z.enum(HELPER_KINDS), seats: z.string(), note: z.string() }),
  toRequest: (values) => ({
    kind: values.kind,
    // Seats only for a driver; typed text that is not a whole number is told at the field by the shared schema.
    seats: values.kind === "driver" ? (values.seats.trim() === "" ? null : Number(values.seats.trim())) : null,
    note: values.note.trim() || null,
  }),
  request: helperOfferRequest,
});
