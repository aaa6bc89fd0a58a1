/**
 * A query string as the declarations' query schemas read it: each name once, a repeated name's values joined with
 * commas (`type=a&type=b` reads as `type=a,b`, the list filters' own form; a repeated single value then fails its
 * field's rule instead of one copy being picked silently). Names no schema declares are kept here and dropped by
 * the schema (tracking parameters are ignored, never refused).
 */
export function queryRecord(params: URLSearchParams): Record<string, string> {
  const record: Record<string, string> = {}
  for (const [name, value] of params) record[name] = name in record ? `${record[name]},${value}` : value
  return record
}
