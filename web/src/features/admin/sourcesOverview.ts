import { isNoAnswerError } from '@cms/contract/sourceErrors'
import type { ApiAnswer } from '@web/lib/api/client'

export type IngestionRunView = ApiAnswer<'getAdminIngest'>['runs'][number]

export interface SourcesOverview {
  /** Each source's latest run, newest first. */
  latest: IngestionRunView[]
  /** Why the sources brought nothing when none answered at all (the server looks offline); null otherwise. */
  offline: string | null
}

/**
 * The latest run of each source, and whether the sources returned nothing because this server reached none of
 * them: no latest run brought a posting and at least one found no answer (the others lacked a key or were off).
 * The notice quotes the shortest such error: a board source's error lists every board, a screenful offline.
 */
export function sourcesOverview(runs: IngestionRunView[]): SourcesOverview {
  const latest: IngestionRunView[] = []
  for (const run of [...runs].sort((a, b) => b.startedAt.localeCompare(a.startedAt))) if (!latest.some((seen) => seen.provider === run.provider)) latest.push(run)
  const broughtJobs = latest.some((run) => run.status === 'succeeded' && (run.fetched ?? 0) > 0)
  const noAnswer = latest
    .filter((run) => run.status === 'failed' && isNoAnswerError(run.error))
    .sort((a, b) => (a.error ?? '').length - (b.error ?? '').length)[0]
  return {
    latest,
    offline: !broughtJobs && noAnswer ? `The sources returned nothing: this server could not reach them (for one, ${noAnswer.error}). Is it connected to the internet? The site shows its demo jobs until an import succeeds.` : null,
  }
}
