import pino from 'pino'

/**
 * The one structured logger of the server processes: one JSON object per line on stdout, so a log
 * collector can index request ids, statuses and durations. LOG_LEVEL (default info) sets the threshold.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: { process: process.env.NOMAD_PROCESS || 'web', pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
})
