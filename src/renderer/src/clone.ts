/**
 * A deep copy of campaign data. structuredClone refuses Vue's reactive proxies (and the store
 * holds its state in one), while campaign data is plain JSON anyway.
 */
export function cloneData<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}
