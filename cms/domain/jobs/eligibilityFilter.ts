/** The job columns of who may apply, over `jobs j`, as the row mapper reads them. */
export const ELIGIBILITY_COLUMNS = `j.location_text, j.eligibility_scope, j.eligibility_countries, j.eligibility_regions,
  j.eligibility_excluded_countries, j.eligibility_tz_min, j.eligibility_tz_max`
