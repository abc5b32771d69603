import { keep, readKept } from "./device-store";

/** A change made on the device, waiting to be sent (in the order it was made). */
export type QueuedChange = {
  id: string;
  /** Made once, with the change: every retry sends the same key, so the server applies it once. */
  idempotencyKey: string;
  method: string;
  url: string;
  body?: unknown;
  /** What the person did, in their words ("Attendance for Sam at Hike"). */
  description: string;
  /** When the person made it (ISO). */
  madeAt: string;
  /** Who made it: it is sent only while they are the one signed in. */
  userId?: string | null;
};

/** A change the server refused when it was sent: listed under "Couldn't be saved" until dismissed or retried. */
export type RefusedChange = QueuedChange & { status: number; reason: string };

/** One part of a change the server left out: the request it would be alone, in the person's words, and why. */
export type RefusedPart = { url: string; body?: unknown; description: string; reason: string };

export type QueueState = {
  waiting: readonly QueuedChange[];
  refused: readonly RefusedChange[];
  syncing: boolean;
};

export type QueueDeps = {
  /** Sends one change with its Idempotency-Key; a network failure rejects. */
  send: (change: QueuedChange) => Promise<Response>;
  isOnline: () => boolean;
  /** Called after each change the server accepted, with its answer's JSON (null when none). */
  onSent?: (change: QueuedChange, answer: unknown) => void;
  /**
   * The parts of an accepted change the server left out (a scout erased meanwhile from a meeting's
   * sign-off): each is listed under "Couldn't be saved" on its own, as the change it would be alone.
   */
  refusedParts?: (change: QueuedChange, answer: unknown) => readonly RefusedPart[];
  /** A new change's id (a refused part is listed as a change of its own). */
  newId?: () => string;
  /** Called once a pass has sent everything it could. */
  onSettled?: (sent: readonly QueuedChange[]) => void;
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (timer: unknown) => void;
};

export const WAITING_KEY = "changes-waiting";
export const REFUSED_KEY = "changes-refused";

/** The longest wait between two tries: a network that comes back is used within 10 s. */
export const MAX_BACKOFF_MS = 8000;

/** Wait before try `failures + 1`: 1 s, 2 s, 4 s, then 8 s. */
export function backoffMs(failures: number): number {
  return Math.min(1000 * 2 ** Math.max(0, failures - 1), MAX_BACKOFF_MS);
}

/**
 * What an answer means for a queued change: sent, to be tried again (the network, the server
 * failing or busy, a session to sign in again), or refused for good (the server said no: the
 * person is told why and chooses to dismiss or retry).
 */
export function outcomeOf(status: number): "sent" | "again" | "refused" {
  if (status >= 200 && status < 300) return "sent";
  if (status >= 500 || status === 408 || status === 429 || status === 401) return "again";
  return "refused";
}

const FALLBACK_REASONS: Record<number, string> = {
  403: "You are not allowed to make this change.",
  404: "What this change was for no longer exists.",
  409: "This change conflicts with one made meanwhile.",
};

/** The server's own error text, else a sentence for the status. */
export async function reasonOf(response: Response): Promise<string> {
  try {
    const body: unknown = JSON.parse(await response.text());
    const error = body && typeof body === "object" && "error" in body ? (body as { error: unknown }).error : null;
    if (typeof error === "string" && error) return error;
  } catch {
    // not JSON
  }
  return FALLBACK_REASONS[response.status] ?? `The server refused this change (${response.status}).`;
}

async function answerOf(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * The changes made while the network was gone (or while earlier ones still wait), kept on the
 * device so they survive a reload and the phone sleeping, and sent one at a time in the order they
 * were made. One that fails for the network or the server's sake stays first in line and is tried
 * again with a growing wait; one the server refuses moves to the refused list with its reason.
 */
export class ChangeQueue {
  private waiting: QueuedChange[] = [];
  private refused: RefusedChange[] = [];
  private syncing = false;
  private failures = 0;
  private timer: unknown = null;
  private listeners = new Set<() => void>();
  private state: QueueState = { waiting: [], refused: [], syncing: false };
  private saving: Promise<void> = Promise.resolve();
  private erased = false;
  readonly loaded: Promise<void>;

  constructor(private readonly deps: QueueDeps) {
    this.loaded = this.load();
  }

  private async load() {
    const [waiting, refused] = await Promise.all([readKept<QueuedChange[]>(WAITING_KEY), readKept<RefusedChange[]>(REFUSED_KEY)]);
    this.waiting = waiting ?? [];
    this.refused = refused ?? [];
    this.changed();
  }

  snapshot = (): QueueState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private changed(persist = false) {
    this.state = { waiting: [...this.waiting], refused: [...this.refused], syncing: this.syncing };
    for (const listener of this.listeners) listener();
    if (persist && !this.erased) {
      const waiting = this.state.waiting;
      const refused = this.state.refused;
      this.saving = this.saving.then(() => Promise.all([keep(WAITING_KEY, waiting), keep(REFUSED_KEY, refused)]).then(() => undefined));
    }
  }

  /** Resolves once what the queue holds now is written to the device. */
  saved(): Promise<void> {
    return this.saving;
  }

  async add(change: QueuedChange) {
    await this.loaded;
    this.erased = false;
    this.waiting.push(change);
    this.changed(true);
    await this.saving;
    // While a failed send waits for its next try, a new change waits with it.
    if (this.timer === null) void this.flush();
  }

  /** Sends what waits, in order, unless offline or already sending. */
  async flush(): Promise<void> {
    await this.loaded;
    if (this.syncing || this.waiting.length === 0 || !this.deps.isOnline()) return;
    this.cancelTimer();
    this.syncing = true;
    this.changed();
    const sent: QueuedChange[] = [];
    let again = false;
    try {
      while (this.waiting.length > 0 && !this.erased) {
        const change = this.waiting[0] as QueuedChange;
        let response: Response;
        try {
          response = await this.deps.send(change);
        } catch {
          again = true; // the network
          break;
        }
        const outcome = outcomeOf(response.status);
        if (outcome === "again") {
          again = true;
          break;
        }
        if (this.erased) break;
        this.waiting.shift();
        if (outcome === "sent") {
          sent.push(change);
          const answer = await answerOf(response);
          this.deps.onSent?.(change, answer);
          for (const part of this.deps.refusedParts?.(change, answer) ?? []) {
            const id = (this.deps.newId ?? (() => crypto.randomUUID()))();
            this.refused.push({ ...change, ...part, id, status: response.status });
          }
        } else {
          this.refused.push({ ...change, status: response.status, reason: await reasonOf(response) });
        }
        this.failures = 0;
        this.changed(true);
      }
    } finally {
      this.syncing = false;
      this.changed();
    }
    if (sent.length > 0) this.deps.onSettled?.(sent);
    if (again && !this.erased) {
      this.failures += 1;
      this.schedule(backoffMs(this.failures));
    }
  }

  private schedule(ms: number) {
    this.cancelTimer();
    const set = this.deps.setTimeout ?? ((run, wait) => globalThis.setTimeout(run, wait));
    this.timer = set(() => {
      this.timer = null;
      void this.flush();
    }, ms);
  }

  private cancelTimer() {
    if (this.timer === null) return;
    (this.deps.clearTimeout ?? ((t) => globalThis.clearTimeout(t as ReturnType<typeof setTimeout>)))(this.timer);
    this.timer = null;
  }

  /** The network is back: try now rather than at the end of a wait. */
  networkBack() {
    this.failures = 0;
    void this.flush();
  }

  /**
   * A refused change goes to the end of the line again. It is a new attempt the person asked for,
   * so it gets a new key: under the old one the server would only repeat its refusal.
   */
  async retry(id: string, newKey: () => string = () => crypto.randomUUID()) {
    const change = this.refused.find((c) => c.id === id);
    if (!change) return;
    this.refused = this.refused.filter((c) => c.id !== id);
    const { status: _status, reason: _reason, ...queued } = change;
    await this.add({ ...queued, idempotencyKey: newKey() });
  }

  dismiss(id: string) {
    this.refused = this.refused.filter((c) => c.id !== id);
    this.changed(true);
  }

  /** Sign-out: nothing waits, nothing is sent any more (the store itself is erased by the caller). */
  erase() {
    this.erased = true;
    this.cancelTimer();
    this.waiting = [];
    this.refused = [];
    this.changed();
  }
}
