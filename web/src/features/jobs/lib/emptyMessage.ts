export const DEFAULT_EMPTY_MESSAGE = 'No jobs found. Please try a different search.'
export const DEFAULT_EMPTY_HINT = 'Try adjusting your search or filter criteria'
export const JOB_LIST_ERROR = 'Failed to load jobs. Please try again later.'

/** The empty-list message is split at the first period into heading and hint. */
export function splitEmptyMessage(message: string = DEFAULT_EMPTY_MESSAGE): { heading: string; hint: string } {
  const dot = message.indexOf('.')
  if (dot < 0) return { heading: message, hint: DEFAULT_EMPTY_HINT }
  const hint = message.slice(dot + 1).trim()
  return { heading: message.slice(0, dot), hint: hint || DEFAULT_EMPTY_HINT }
}
