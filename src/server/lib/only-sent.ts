/**
 * The fields a request body actually sent: a key left out (undefined) keeps the stored value,
 * while null and "" are sent values that clear it. Used by every PATCH / partial PUT.
 */
export function onlySent<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}
