// What must happen before a sign-out completes (erasing what the app kept on the device), set by
// the signed-in app: the sign-in page, which signs out too, carries none of its code.
const hooks = new Set<() => Promise<void>>();

/** Runs `hook` (awaited) at every sign-out from now on. */
export function beforeSignOut(hook: () => Promise<void>) {
  hooks.add(hook);
}

/** Runs every hook; one that fails does not stop the sign-out. */
export async function runBeforeSignOut(): Promise<void> {
  await Promise.all([...hooks].map((hook) => hook().catch(() => undefined)));
}
