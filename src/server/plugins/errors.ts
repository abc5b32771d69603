import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError, isForeignKeyViolation, isInputDataError, isTransientConflict, isUniqueViolation, pgErrorCode } from "../lib/http-error";
import { loggableError } from "../lib/loggable-error";

type Issue = { instancePath: string; message?: string };

/** Turns zod issues into {field: message}; the first message becomes the headline. */
function fieldsFrom(issues: Issue[], context: string | undefined) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || context || "body";
    fields[path] ??= issue.message ?? "Invalid value.";
  }
  return fields;
}

/** Errors Fastify raises before routing (a malformed URL), in the same {error} shape as the rest. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.header("Cache-Control", "no-store");
  return reply.status(status).send({ error: status === 400 ? "That address is not valid." : error.message });
}

/**
 * The one error handler: validation → 400 {error, fields}; known client errors keep their status;
 * anything else is logged and answered with a plain 500 that leaks nothing.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsFrom(error.validation, error.validationContext);
      const first = Object.values(fields)[0] ?? "Invalid input.";
      return reply.status(400).send({ error: first, fields });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message, ...(error.fields && { fields: error.fields }), ...error.extra });
    }
    if (isUniqueViolation(error)) {
      return reply.status(409).send({ error: "That already exists." });
    }
    // Services check that what a request refers to exists; a row removed by another request in the
    // meantime is still an unknown id, not a server fault.
    if (isForeignKeyViolation(error)) {
      return reply.status(404).send({ error: "Something this request refers to no longer exists." });
    }
    if (isTransientConflict(error)) {
      return reply.status(409).send({ error: "Someone else changed this at the same moment. Please try again." });
    }
    // Invalid input is a 400, never a 500, even when only the database notices it.
    if (isInputDataError(error)) {
      return reply.status(400).send({ error: "Some of the values sent cannot be stored (for example an invisible control character)." });
    }
    switch (error.code) {
      case "FST_ERR_CTP_BODY_TOO_LARGE":
        return reply.status(413).send({ error: "The request is too large (the limit is 1 MB)." });
      case "FST_ERR_CTP_INVALID_JSON_BODY":
        return reply.status(400).send({ error: "The request body is not valid JSON." });
      case "FST_ERR_CTP_EMPTY_JSON_BODY":
        return reply.status(400).send({ error: "The request body is empty." });
      case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
        return reply.status(415).send({ error: "Send the request body as JSON." });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: status === 429 ? "Too many requests. Please wait a moment and try again." : error.message });
    }
    // Code and route, never the SQL parameters (see loggableError).
    request.log.error(
      { err: loggableError(error), route: request.routeOptions.url ?? null, method: request.method },
      `request failed: ${pgErrorCode(error) ?? error.code ?? error.name}`,
    );
    return reply.status(500).send({ error: "Something went wrong on our side. Please try again." });
  });
}
