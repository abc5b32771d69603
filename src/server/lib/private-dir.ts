import { chmodSync, mkdirSync, statSync } from "node:fs";

/** The file-system calls used, so a test can play a file system that ignores modes. */
export type DirOps = {
  mkdir: (dir: string) => void;
  chmod: (dir: string, mode: number) => void;
  mode: (dir: string) => number;
};

const nodeOps: DirOps = {
  mkdir: (dir) => mkdirSync(dir, { recursive: true, mode: 0o700 }),
  chmod: (dir, mode) => chmodSync(dir, mode),
  mode: (dir) => statSync(dir).mode,
};

/**
 * Creates `dir` if needed and makes it 0700: the embedded database holds password hashes and
 * children's notes, which nobody but the app's own user may read. Throws (the app refuses to
 * start) when the folder cannot be made private, e.g. it belongs to another user or its file
 * system ignores modes.
 */
export function ensurePrivateDir(dir: string, ops: DirOps = nodeOps): void {
  ops.mkdir(dir);
  try {
    ops.chmod(dir, 0o700);
  } catch (error) {
    throw new Error(`DATA_DIR ${dir} cannot be made private (mode 0700): ${(error as Error).message}`);
  }
  const mode = ops.mode(dir) & 0o777;
  if (mode !== 0o700) {
    throw new Error(`DATA_DIR ${dir} cannot be made private: its mode is ${mode.toString(8)} instead of 700.`);
  }
}
