/** True when `root` has no finished build or a source changed since the build started. */
export function needsBuild(root: string): boolean;
/** Marks a finished build with the time it started. */
export function markBuilt(root: string, startedAt: Date): void;
