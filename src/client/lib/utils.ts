import { type ClassValue, clsx } from "clsx";
import { mergeClasses } from "./class-merging";

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
