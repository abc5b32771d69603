import { isIP } from "node:net";
import { z } from "zod";
import { DEFAULT_DEPLOYMENT_NAME, TROOP_SIGNUP_MODES } from "../shared/api/start-troop";

/** An address or a CIDR range (`10.0.0.0/8`, `fd00::/8`), as Fastify's trustProxy takes them. */
function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** `true`/`false`, a hop count, or a comma-separated list of proxy addresses and ranges. */
const trustProxy = z
  .string()
  .default("false")
  .transform((value, ctx): boolean | number | string[] => {
    const v = value.trim();
    if (v === "true" || v === "false") return v === "true";
    if (/^\d+$/.test(v)) return Number(v);
    const list = v
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = list.filter((entry) => !isAddressOrRange(entry));
    if (list.length === 0 || bad.length > 0) {
      ctx.addIssue({ code: "custom", message: `use true, false, a hop count or addresses/CIDR ranges (not ${bad.join(", ") || v})` });
      return z.NEVER;
    }
    return list;
  });

/** The address people open, e.g. https://troop12.example.org: an origin, without a path. */
const publicOrigin = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    let url: URL;
    try {
      url = new URL(value.trim());
    } catch {
      ctx.addIssue({ code: "custom", message: "must be an address like https://troop12.example.org" });
      return z.NEVER;
    }
    if (!["http:", "https:"].includes(url.protocol) || (url.pathname !== "/" && url.pathname !== "") || url.search || url.hash) {
      ctx.addIssue({ code: "custom", message: "must be an http(s) origin without a path, like https://troop12.example.org" });
      return z.NEVER;
    }
    return url.origin;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  // Unset means the embedded database in DATA_DIR.
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined)),
  DATA_DIR: z.string().min(1).default("./data"),
  // Set: the sign-in, password-change and sign-up counters live in Redis instead of the database.
  REDIS_URL: z.string().optional(),
  // Behind a reverse proxy: which proxies to believe for the client address and https.
  TRUST_PROXY: trustProxy,
  PUBLIC_ORIGIN: publicOrigin,
  // Email goes by SMTP (smtps:// for TLS); SMS by a webhook that receives {to, text}.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, { error: "must look like smtp://user:pass@host:port or smtps://…" })
    .optional(),
  MAIL_FROM: z.string().min(1).default("Scout Badges <no-reply@localhost>"),
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Many troops on one deployment (many-troops M3): who may start a troop here.
  TROOP_SIGNUP: z.enum(TROOP_SIGNUP_MODES, { error: "must be closed, code or open" }).default("closed"),
  TROOP_SIGNUP_CODE: z.string().trim().min(6, { error: "must be at least 6 characters" }).optional(),
  // The deployment's own name, on its page at / once it holds more than one troop.
  DEPLOYMENT_NAME: z.string().trim().min(1).max(100).default(DEFAULT_DEPLOYMENT_NAME),
});

export const SMTP_NEEDS_PUBLIC_ORIGIN =
  "SMTP_URL is set without PUBLIC_ORIGIN: emailed links (password resets) would point at this machine's localhost. Set PUBLIC_ORIGIN to the address people open, e.g. https://troop12.example.org";

export const SIGNUP_NEEDS_CODE = "TROOP_SIGNUP=code needs TROOP_SIGNUP_CODE: the code you hand to the people who may start a troop.";

export type Env = z.infer<typeof envSchema>;

/** Settings the app cannot start with: the process says so in one line, without a stack trace. */
export class SettingsError extends Error {}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // `PORT=` in a compose file or .env means "not set": without this, an empty PORT became port 0
  // (a random port) and an empty HOST or DATA_DIR refused to start instead of using the default.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new SettingsError(`Invalid settings: ${problems}`);
  }
  // Mail that links to localhost reaches people with links only this machine can open.
  if (parsed.data.SMTP_URL && !parsed.data.PUBLIC_ORIGIN) throw new SettingsError(`Invalid settings: ${SMTP_NEEDS_PUBLIC_ORIGIN}`);
  if (parsed.data.TROOP_SIGNUP === "code" && !parsed.data.TROOP_SIGNUP_CODE)
    throw new SettingsError(`Invalid settings: ${SIGNUP_NEEDS_CODE}`);
  return parsed.data;
}

export const TRUST_PROXY_ON_OPEN_HOST =
  "TRUST_PROXY=true believes any client's X-Forwarded-For, and HOST lets clients reach the app directly: a rotating header gets round the per-address limits. Listen on a loopback HOST behind the proxy, or name the proxy's addresses in TRUST_PROXY.";

/** A loopback address: only this machine (and so only a proxy on it) can connect. */
const isLoopback = (host: string) => host === "localhost" || host === "::1" || /^127\./.test(host);

/**
 * What the settings allow but a deployment should hear about at start (the process logs each):
 * without PUBLIC_ORIGIN emailed links point at this machine; trusting every proxy while clients can
 * connect directly lets them choose their own address for the attempt limits.
 */
export function startupWarnings(env: Env, noPublicOrigin: string): string[] {
  const warnings: string[] = [];
  if (!env.PUBLIC_ORIGIN) warnings.push(noPublicOrigin);
  if (env.TRUST_PROXY === true && !isLoopback(env.HOST)) warnings.push(TRUST_PROXY_ON_OPEN_HOST);
  return warnings;
}
