/** What a check of an apply link concludes (the `status` of `job_link_checks`, and the admin overview's counts). */
export const LINK_VERDICTS = ['live', 'dead', 'unknown'] as const
export type LinkVerdict = (typeof LINK_VERDICTS)[number]
