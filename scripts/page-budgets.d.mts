export type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; css?: string[] }>;
export type Budget = { page: string; entries: string[]; goal: number; limit: number };
export type PageSize = {
  page: string;
  files: string[];
  bytes: number;
  goal: number;
  limit: number;
  withinLimit: boolean;
  withinGoal: boolean;
};
export const BUDGETS: Budget[];
export function manifestPath(clientDir: string): string;
export function firstLoadFiles(manifest: Manifest, entries: string[]): string[];
export function sentBytes(clientDir: string, file: string): number;
export function measurePages(manifest: Manifest, sizeOf: (file: string) => number, budgets?: Budget[]): PageSize[];
export function kb(bytes: number): string;
