import type { Payload } from 'payload'
import { settings } from './settings'

/**
 * The Payload instances that may run the jobs queue's crons in this process. Next's /cms starts an instance of
 * its own (a separate copy of `payload`, under its own cache key) with crons on, on its first request, even one
 * for a public media file; left alone it would poll the queue beside the server's instance, and the two would
 * claim and run the same jobs (the same e-mail sent twice). Only the instance our own code asked to run the
 * queue is listed. The set lives on `globalThis` because Next's bundle also has its own copy of this module.
 */
const RUNNERS = Symbol.for('nomad-jobs.queue-runners')

function runners(): WeakSet<Payload> {
  const holder = globalThis as { [RUNNERS]?: WeakSet<Payload> }
  return (holder[RUNNERS] ??= new WeakSet())
}

export const markQueueRunner = (payload: Payload): void => void runners().add(payload)

export const isQueueRunner = (payload: Payload): boolean => runners().has(payload)

/**
 * True on a web server that leaves queue work to a worker. One server alone does everything by default;
 * with several, the web servers run with JOBS_AUTORUN=false and `npm run worker` (which sets
 * NOMAD_PROCESS=worker) runs the schedule and the queue.
 */
export function queueLeftToWorker(): boolean {
  return !settings().JOBS_AUTORUN && settings().NOMAD_PROCESS !== 'worker'
}
