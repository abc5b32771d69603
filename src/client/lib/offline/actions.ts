import type { RefusedPart } from "./change-queue";

/** What the app knows about one kind of change that may be made offline. */
export type OfflineAction = {
  /** Methods and the path (no query) of the requests that make this change. */
  methods: readonly string[];
  path: RegExp;
  /** The change in the person's words, for "Couldn't be saved" ("Attendance for Sam at Hike"). */
  describe: (change: ChangeRequest) => string;
  /**
   * Shows the change on screen before the server has it (the cache as if it had been saved), and
   * gives the answer the caller gets instead of the server's (null when it reads none).
   */
  apply?: (change: ChangeRequest) => unknown;
  /** Once changes of this kind reached the server: its reads are asked again. */
  refresh?: () => void;
  /** What the person is told about the server's answer to a change sent later (a yes put on a waiting list). */
  told?: (change: ChangeRequest, answer: unknown) => string | null;
  /** The parts of a change the server accepted but left out, each as the request it would be alone. */
  refusedParts?: (change: ChangeRequest, answer: unknown) => readonly RefusedPart[];
};

export type ChangeRequest = { method: string; url: string; body?: unknown; match: RegExpMatchArray };

const actions: OfflineAction[] = [];

/** The kinds of change kept on the device when made offline (docs/product.md, "Offline changes"); nothing else is. */
export function registerOfflineActions(list: readonly OfflineAction[]) {
  for (const action of list) if (!actions.includes(action)) actions.push(action);
}

/** The action a request makes, with the path's parts, or null for a request that is never queued. */
export function actionFor(method: string, url: string, body?: unknown): { action: OfflineAction; change: ChangeRequest } | null {
  const path = url.split("?")[0] ?? url;
  for (const action of actions) {
    if (!action.methods.includes(method)) continue;
    const match = path.match(action.path);
    if (match) return { action, change: { method, url, body, match } };
  }
  return null;
}
