import pino from 'pino'
import { settings } from '@cms/lib/settings'

/**
 * The one structured logger of the server processes: one JSON object per line on stdout, so a log
 * collector can index request ids, statuses and durations. LOG_LEVEL (default info) sets the threshold.
 */
export const logger = pino({
  level: settings().LOG_LEVEL,
  base: { process: settings().NOMAD_PROCESS, pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
})
