import { JOB_PROVIDERS, type ProviderId } from '@cms/contract/providers'
import { settings, type SettingName } from '@cms/lib/settings'

/** Where each integration's name, description and settings come from. */

export interface ProviderInfo {
  id: ProviderId
  name: string
  description: string
  /** Environment variables that must all be set for the provider to work (none for Remote OK). */
  keyEnv: SettingName[]
  /** Environment variable overriding the base URL (tests point it at a local fake server). */
  baseUrlEnv: SettingName
  defaultBaseUrl: string
}

export const PROVIDERS: Record<ProviderId, ProviderInfo> = {
  remoteok: {
    id: 'remoteok',
    name: JOB_PROVIDERS.remoteok.name,
    description: 'Public remote-job feed from Remote OK (no key needed; postings link back to Remote OK).',
    keyEnv: [],
    baseUrlEnv: 'REMOTEOK_BASE_URL',
    defaultBaseUrl: 'https://remoteok.com',
  },
  web3career: {
    id: 'web3career',
    name: JOB_PROVIDERS.web3career.name,
    description: 'Web3, blockchain and crypto jobs from the web3.career API.',
    keyEnv: ['WEB3CAREER_API_TOKEN'],
    baseUrlEnv: 'WEB3CAREER_BASE_URL',
    defaultBaseUrl: 'https://web3.career',
  },
  jsearch: {
    id: 'jsearch',
    name: `${JOB_PROVIDERS.jsearch.name} (RapidAPI)`,
    description: 'Remote job listings aggregated from Google for Jobs through the JSearch API on RapidAPI.',
    keyEnv: ['RAPIDAPI_KEY'],
    baseUrlEnv: 'JSEARCH_BASE_URL',
    defaultBaseUrl: 'https://jsearch.p.rapidapi.com',
  },
  adzuna: {
    id: 'adzuna',
    name: JOB_PROVIDERS.adzuna.name,
    description: 'Job search API from Adzuna with salary data.',
    keyEnv: ['ADZUNA_APP_ID', 'ADZUNA_API_KEY'],
    baseUrlEnv: 'ADZUNA_BASE_URL',
    defaultBaseUrl: 'https://api.adzuna.com',
  },
  remotive: {
    id: 'remotive',
    name: JOB_PROVIDERS.remotive.name,
    description: 'Public remote-job feed from Remotive (no key; at most 4 fetches a day; jobs link back to Remotive and are not passed on to search engines).',
    keyEnv: [],
    baseUrlEnv: 'REMOTIVE_BASE_URL',
    defaultBaseUrl: 'https://remotive.com',
  },
  himalayas: {
    id: 'himalayas',
    name: JOB_PROVIDERS.himalayas.name,
    description: 'Public remote-job feed from Himalayas (no key; jobs link back to Himalayas).',
    keyEnv: [],
    baseUrlEnv: 'HIMALAYAS_BASE_URL',
    defaultBaseUrl: 'https://himalayas.app',
  },
  jobicy: {
    id: 'jobicy',
    name: JOB_PROVIDERS.jobicy.name,
    description: 'Public remote-job feed from Jobicy (no key; jobs link back to Jobicy).',
    keyEnv: [],
    baseUrlEnv: 'JOBICY_BASE_URL',
    defaultBaseUrl: 'https://jobicy.com',
  },
  greenhouse: {
    id: 'greenhouse',
    name: JOB_PROVIDERS.greenhouse.name,
    description: "Employers' own Greenhouse job boards (no key; one board per company, listed under Job boards).",
    keyEnv: [],
    baseUrlEnv: 'GREENHOUSE_BASE_URL',
    defaultBaseUrl: 'https://boards-api.greenhouse.io',
  },
  lever: {
    id: 'lever',
    name: JOB_PROVIDERS.lever.name,
    description: "Employers' own Lever job sites (no key; one per company, listed under Job boards).",
    keyEnv: [],
    baseUrlEnv: 'LEVER_BASE_URL',
    defaultBaseUrl: 'https://api.lever.co',
  },
  ashby: {
    id: 'ashby',
    name: JOB_PROVIDERS.ashby.name,
    description: "Employers' own Ashby job boards (no key; one per company, listed under Job boards).",
    keyEnv: [],
    baseUrlEnv: 'ASHBY_BASE_URL',
    defaultBaseUrl: 'https://api.ashbyhq.com',
  },
  workable: {
    id: 'workable',
    name: JOB_PROVIDERS.workable.name,
    description: "Employers' own Workable career pages (no key; one per company, listed under Job boards).",
    keyEnv: [],
    baseUrlEnv: 'WORKABLE_BASE_URL',
    defaultBaseUrl: 'https://apply.workable.com',
  },
  brandfetch: {
    id: 'brandfetch',
    name: 'Brandfetch',
    description: 'Company logos and brand information.',
    keyEnv: ['BRANDFETCH_API_KEY'],
    baseUrlEnv: 'BRANDFETCH_BASE_URL',
    defaultBaseUrl: 'https://api.brandfetch.io',
  },
}

export const hasApiKey = (id: ProviderId): boolean => PROVIDERS[id].keyEnv.every((name) => Boolean(settings()[name]))

export const baseUrl = (id: ProviderId): string => (String(settings()[PROVIDERS[id].baseUrlEnv] ?? '') || PROVIDERS[id].defaultBaseUrl).replace(/\/$/, '')
