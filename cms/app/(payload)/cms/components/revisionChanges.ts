/** The submitted fields of a job post (and of its pending revision, which has the same shape), with their labels. */
const FIELDS: [path: string, label: string][] = [
  ['title', 'Title'],
  ['company.name', 'Company'],
  ['company.website', 'Company website'],
  ['category', 'Category'],
  ['type', 'Job type'],
  ['experienceLevel', 'Experience'],
  ['description', 'Description'],
  ['applyUrl', 'Apply URL'],
  ['applyEmail', 'Apply e-mail'],
  ['salaryMin', 'Salary from'],
  ['salaryMax', 'Salary to'],
  ['salaryCurrency', 'Currency'],
  ['salaryPeriod', 'Salary period'],
  ['locationText', 'Who may apply'],
]

export interface RevisionChange {
  label: string
  /** What the live job shows now. */
  now: string
  /** What it will show once the edit is approved. */
  pending: string
}

const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), value)

/** A field's value as a reader sees it: a relation by its id, HTML as its text, nothing as "(empty)". */
function shown(value: unknown): string {
  if (value && typeof value === 'object' && 'id' in value) return shown((value as { id: unknown }).id)
  if (value === null || value === undefined || value === '') return '(empty)'
  if (typeof value === 'string') return value.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim() || '(empty)'
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value)
}

/**
 * What a live post's pending edit changes, field by field (only the fields it changes), read against the post's
 * current values. Nothing when there is no pending edit.
 */
export function revisionChanges(revision: unknown, current: (path: string) => unknown): RevisionChange[] {
  if (!revision || typeof revision !== 'object') return []
  return FIELDS.flatMap(([path, label]) => {
    const now = shown(current(path))
    const pending = shown(at(revision, path))
    return now === pending ? [] : [{ label, now, pending }]
  })
}
