import { reactionRequest } from "@shared/api/activities";
import { z } from "zod";

/**
 * The server's own rule for a reaction's message (at most 500 characters, with its message), and a
 * message is what feedback is for: one that trims to nothing is not sent.
 */
export const feedbackForm = z.object({
  message: reactionRequest.shape.message.refine((message) => message !== null, { error: "Write a message first." }),
});
