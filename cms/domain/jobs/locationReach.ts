/**
 * What a location filter means (issue 30): a location term covers the jobs filed under the locations it holds.
 * - a country (a term with `country` set) holds itself;
 * - a region (no country, a region other than Worldwide: "Europe") holds itself and every location of its region,
 *   so "Europe" lists the jobs filed under Portugal or Spain too;
 * - the worldwide terms (no country, region Worldwide or none: "Worldwide", "Anywhere (Flexible)") are one choice:
 *   either holds both.
 * One relation `(term_id, location_id)`, read by the list filter, the filter panel's counts and the location
 * keyword counts, so a count next to a location is what its list shows.
 */
export const LOCATION_REACH_SQL = `(
  SELECT t.id AS term_id, l.id AS location_id FROM locations t JOIN locations l ON l.id = t.id
    OR (nullif(t.country, '') IS NULL AND nullif(l.country, '') IS NULL
        AND coalesce(t.region, 'Worldwide') = 'Worldwide' AND coalesce(l.region, 'Worldwide') = 'Worldwide')
    OR (nullif(t.country, '') IS NULL AND t.region <> 'Worldwide' AND l.region = t.region)
)`

/** The location ids a location slug's filter covers (none for an unknown slug). */
export const LOCATION_IDS_FOR_SLUG_SQL = `SELECT r.location_id AS id FROM ${LOCATION_REACH_SQL} r JOIN locations t ON t.id = r.term_id WHERE t.slug = $1`
