import { chmodSync, rmSync } from "node:fs";
import { connect, createServer, type Server } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { loggableError } from "../lib/loggable-error";
import { OperatorError } from "./commands";

/**
 * The local socket through which the operator's commands reach a running app on the embedded
 * database, which allows one process (many-troops M7). It is a file in DATA_DIR (a folder only the
 * app's user may open, lib/private-dir.ts) with mode 0600 itself; nothing listens on the network for it.
 * One request per connection: a line of JSON `{"argv": [...]}`, answered by a line
 * `{"ok": true, "said": [...]}` or `{"ok": false, "error": "..."}`.
 */
export const OPERATOR_SOCKET = "operator.sock";

type Answer = { ok: true; said: string[] } | { ok: false; error: string };

const MAX_REQUEST = 64 * 1024;
export const COMMAND_FAILED = "The command failed in the running app: its log says why. Nothing was changed by it.";

/** Listens at `path` for the operator's commands and runs each with `run`. Answers a function that stops listening. */
export async function listenForOperator(
  path: string,
  run: (argv: string[]) => Promise<string[]>,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  // A socket left by an app that did not stop cleanly; the running mark has already said none runs.
  rmSync(path, { force: true });
  const server: Server = createServer((socket) => {
    let received = "";
    socket.setEncoding("utf8");
    const answer = (reply: Answer) => socket.end(`${JSON.stringify(reply)}\n`);
    socket.on("data", (chunk: string) => {
      received += chunk;
      if (received.length > MAX_REQUEST) return answer({ ok: false, error: "The request is too long." });
      const end = received.indexOf("\n");
      if (end === -1) return;
      socket.removeAllListeners("data");
      let argv: unknown;
      try {
        argv = (JSON.parse(received.slice(0, end)) as { argv?: unknown }).argv;
      } catch {
        return answer({ ok: false, error: "The request is not JSON." });
      }
      if (!Array.isArray(argv) || !argv.every((a) => typeof a === "string"))
        return answer({ ok: false, error: "The request names no command." });
      run(argv).then(
        (said) => answer({ ok: true, said }),
        (error: unknown) => {
          if (error instanceof OperatorError) return answer({ ok: false, error: error.message });
          log.error({ err: loggableError(error), argv }, "an operator's command failed");
          answer({ ok: false, error: COMMAND_FAILED });
        },
      );
    });
    socket.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        rmSync(path, { force: true });
        resolve();
      });
    });
}

/** Sends one command to the running app at `path` and answers what it said; its refusal throws an OperatorError. */
export function askRunningApp(path: string, argv: string[], timeoutMs = 120_000): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let received = "";
    socket.setEncoding("utf8");
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new OperatorError("The running app did not answer in time: its log may say why."));
    });
    socket.on("connect", () => socket.write(`${JSON.stringify({ argv })}\n`));
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    socket.on("error", (error) =>
      reject(new OperatorError(`The running app could not be reached through ${path}: ${error.message}. Is it running as this user?`)),
    );
    socket.on("end", () => {
      try {
        const reply = JSON.parse(received) as Answer;
        if (reply.ok) resolve(reply.said);
        else reject(new OperatorError(reply.error));
      } catch {
        reject(new OperatorError("The running app's answer could not be read."));
      }
    });
  });
}
