import { clear, del, get, promisifyRequest, set, type UseStore } from "idb-keyval";

// Everything the app keeps on the device for offline use lives in this one IndexedDB store (the
// read cache per user, the changes waiting, the refusals), so signing out erases it in one call.
const DATABASE = "scout-badges-offline";
const STORE = "kv";
let store: UseStore | null = null;

function openDatabase(version?: number): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE, version);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
  };
  return promisifyRequest(request);
}

/**
 * The database with its store. A database found without the store (made by something else on the
 * page, or left so by an interrupted start) is upgraded to have it: otherwise nothing could ever be
 * kept, and every page opened offline would come up empty.
 */
async function databaseWithStore(): Promise<IDBDatabase> {
  const db = await openDatabase();
  if (db.objectStoreNames.contains(STORE)) return db;
  const next = db.version + 1;
  db.close();
  return openDatabase(next);
}

function deviceStore(): UseStore | null {
  if (typeof indexedDB === "undefined") return null;
  if (!store) {
    const opened = databaseWithStore();
    store = (mode, callback) => opened.then((db) => callback(db.transaction(STORE, mode).objectStore(STORE)));
  }
  return store;
}

/** The value kept under `key`, or undefined (nothing kept, or storage unavailable). */
export async function readKept<T>(key: string): Promise<T | undefined> {
  const db = deviceStore();
  if (!db) return undefined;
  try {
    return await get<T>(key, db);
  } catch {
    return undefined; // storage blocked or broken: the app runs on without it
  }
}

export async function keep(key: string, value: unknown): Promise<void> {
  const db = deviceStore();
  if (!db) return;
  try {
    await set(key, value, db);
  } catch {
    // quota or private mode: the change stays in memory for this visit
  }
}

export async function forget(key: string): Promise<void> {
  const db = deviceStore();
  if (!db) return;
  try {
    await del(key, db);
  } catch {
    // nothing kept
  }
}

/** Erases everything kept in the store (sign-out). */
export async function forgetEverything(): Promise<void> {
  const db = deviceStore();
  if (!db) return;
  try {
    await clear(db);
  } catch {
    // nothing kept
  }
}
