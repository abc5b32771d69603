/** A module loader that starts once, is shared by whoever asks first, and remembers what it loaded. */
export type Preloadable<T> = { (): Promise<T>; loaded: T | undefined };

/**
 * Wraps a dynamic import so that start-up can ask for a chunk early and the code rendering it later
 * knows, without waiting, whether it has arrived (see lazyPreloaded). A failed load is forgotten, so
 * the next call tries again.
 */
export function preloadable<T>(load: () => Promise<T>): Preloadable<T> {
  let pending: Promise<T> | undefined;
  const loader = (() => {
    pending ??= load().then(
      (module) => {
        loader.loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  }) as Preloadable<T>;
  loader.loaded = undefined;
  return loader;
}
