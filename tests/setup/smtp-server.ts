import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type CaughtMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  parsed: ParsedMail;
};

export type SmtpServerOptions = {
  /** Each message is answered this long after its data arrived, as a slow or overloaded mail server does. */
  answerAfterMs?: number;
};

export type TestSmtpServer = {
  url: string;
  mails: CaughtMail[];
  /** The next `times` messages are refused with a temporary error (451), as a busy server does. */
  refuseNext: (times: number) => void;
  /** How many messages were refused so far. */
  refused: () => number;
  close: () => Promise<void>;
};

/** A real SMTP server on a free local port: the app's nodemailer talks to it as to any mail server. */
export async function startSmtpServer({ answerAfterMs = 0 }: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const mails: CaughtMail[] = [];
  const answerLater = (answer: () => void) => (answerAfterMs > 0 ? void setTimeout(answer, answerAfterMs) : answer());
  let toRefuse = 0;
  let refusedCount = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (toRefuse > 0) {
          toRefuse--;
          refusedCount++;
          const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
          return answerLater(() => callback(error));
        }
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            mails.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              from: parsed.from?.text ?? "",
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              messageId: parsed.messageId ?? "",
              parsed,
            });
            answerLater(() => callback());
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuseNext: (times) => {
      toRefuse = times;
    },
    refused: () => refusedCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmsGateway = {
  url: string;
  received: unknown[];
  /** Every request that reached the server, whatever its method or body. */
  requests: () => number;
  failNext: (times: number) => void;
  close: () => Promise<void>;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });

/** A real local HTTP server standing in for an SMS gateway: it records each POSTed JSON body. */
export async function startSmsGateway(): Promise<TestSmsGateway> {
  const received: unknown[] = [];
  let toFail = 0;
  let requests = 0;
  const server = createServer((req, res) => {
    requests++;
    readBody(req).then((body) => {
      if (toFail > 0) {
        toFail--;
        res.writeHead(503).end();
        return;
      }
      received.push({ method: req.method, contentType: req.headers["content-type"], body: body ? JSON.parse(body) : null });
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    requests: () => requests,
    failNext: (times) => {
      toFail = times;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestRedirector = { url: string; requests: () => number; close: () => Promise<void> };

/** A local HTTP server that answers every request with `status` and a Location pointing at `location`. */
export async function startRedirector(location: string, status = 302): Promise<TestRedirector> {
  let requests = 0;
  const server = createServer((req, res) => {
    requests++;
    req.resume();
    res.writeHead(status, { location }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
