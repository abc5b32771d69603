import { consentSignRequest } from "@shared/api/event-logistics";
import { z } from "zod";
import { requestForm } from "@/lib/request-form";

/**
 * A consent's values: the box starts unticked, where the shared schema takes only a tick (agree: true),
 * so the form's values are wider than the request it lets through.
 */
export const consentForm = requestForm({
  values: z.object({ agree: z.boolean(), signedName: z.string() }),
  request: consentSignRequest,
});
