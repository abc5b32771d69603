/**
 * React's own useSyncExternalStore, standing in for the use-sync-external-store shim that libraries
 * written for React 17 import (the build points the shim here, see vite.config.ts).
 */
export { useSyncExternalStore } from "react";
