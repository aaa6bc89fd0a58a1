/**
 * How a run's error says that a source gave no answer at all (no network, no DNS, refused, timed out), as
 * opposed to an answer we could not use: /admin reads it to say the server looks offline.
 */
export const sourceUnreachable = (host: string, detail: string): string => `${host} unreachable: ${detail}`

export const sourceTimedOut = (host: string, timeoutMs: number): string => `${host} timed out after ${timeoutMs} ms`

const NO_ANSWER = /\S (unreachable: |timed out after \d+ ms)/

export const isNoAnswerError = (error: string | null | undefined): boolean => !!error && NO_ANSWER.test(error)
