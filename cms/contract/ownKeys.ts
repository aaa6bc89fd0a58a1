/**
 * A word list or map looked up with a key that came from outside (a query, a stored alert, a provider's
 * data): only the record's own keys count, so 'constructor', 'toString' or '__proto__' find nothing
 * instead of an inherited function.
 */
export function ownValue<V>(record: Readonly<Partial<Record<string, V>>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}
