import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type CaughtMail = { to: string[]; from: string; subject: string; text: string; html: string; parsed: ParsedMail };

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
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const mails: CaughtMail[] = [];
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
          return callback(error);
        }
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            mails.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              from: parsed.from?.text ?? "",
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              parsed,
            });
            callback();
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

export type TestSmsGateway = { url: string; received: unknown[]; failNext: (times: number) => void; close: () => Promise<void> };

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
  const server = createServer((req, res) => {
    readBody(req).then((body) => {
      if (toFail > 0) {
        toFail--;
        res.writeHead(503).end();
        return;
      }
      received.push({ method: req.method, contentType: req.headers["content-type"], body: JSON.parse(body) });
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    failNext: (times) => {
      toFail = times;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
