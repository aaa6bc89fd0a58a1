import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { SYMBOL_WORDS } from '@cms/domain/jobs/search/symbolWords'

/**
 * Hand-written: 'C#', 'C++' and '.NET' are words of the search documents, as they are of queries. The database's
 * normaliser job_search_text() spells them before cutting at every non-alphanumeric character, from the same list
 * the query normaliser reads (cms/domain/jobs/search/symbolWords.ts); the jobs whose title, description, company,
 * category or skills hold one get their search document rebuilt (their postings follow by the postings trigger),
 * and the typo-correction vocabulary is refreshed.
 */
const spelled = SYMBOL_WORDS.reduce(
  (expression, { pattern, word }) => `regexp_replace(${expression}, '${pattern}', ' ${word} ', 'gi')`,
  `regexp_replace(public.job_unaccent(coalesce(t, '')), '<[^>]*>', ' ', 'g')`,
)
const anySymbolWord = SYMBOL_WORDS.map(({ pattern }) => `(${pattern})`).join('|')

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`
  CREATE OR REPLACE FUNCTION job_search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
    SELECT regexp_replace(${spelled}, '[^[:alnum:]]+', ' ', 'g')
  $fn$;

  UPDATE jobs j SET search_vector = job_search_vector(j.id, j.title, j.description, j.company_id, j.category_id)
  WHERE concat_ws(' ', j.title, j.description,
      (SELECT name FROM companies WHERE id = j.company_id),
      (SELECT name FROM categories WHERE id = j.category_id),
      (SELECT string_agg(s.name, ' ') FROM jobs_rels r JOIN skills s ON s.id = r.skills_id WHERE r.parent_id = j.id AND r.path = 'skills')
    ) ~* '${anySymbolWord}';

  REFRESH MATERIALIZED VIEW job_search_vocabulary;
  `))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION job_search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
    SELECT regexp_replace(regexp_replace(public.job_unaccent(coalesce(t, '')), '<[^>]*>', ' ', 'g'), '[^[:alnum:]]+', ' ', 'g')
  $fn$;
  `)
}
