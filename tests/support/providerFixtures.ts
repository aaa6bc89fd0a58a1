/**
 * Provider fixtures in each provider's real response shape (field names and envelopes as their APIs
 * send them), used by the integration tests and `npm run bench:ingest`.
 */
const DAY = 86_400_000

export function remoteOkItem(i: number, overrides: Record<string, unknown> = {}) {
  const epoch = Math.floor((Date.UTC(2026, 10, 20) - (i % 30) * DAY) / 1000)
  return {
    slug: `remote-senior-react-developer-acme-${i}`,
    id: String(900000 + i),
    epoch,
    date: new Date(epoch * 1000).toISOString(),
    company: `Acme Remote ${i % 500}`,
    company_logo: `https://remoteok.com/assets/logo-${i % 500}.png`,
    position: i % 3 === 0 ? `Senior React Developer ${i}` : i % 3 === 1 ? `Product Designer ${i}` : `Customer Support Specialist ${i}`,
    tags: ['react', 'javascript', 'dev', i % 2 ? 'typescript' : 'node'],
    logo: `https://remoteok.com/assets/logo-${i % 500}.png`,
    description: `<p>We are hiring #${i}.</p><script>alert('x')</script><ul><li onclick="evil()">Remote-first</li></ul><a href="javascript:alert(1)">bad</a>`,
    location: i % 4 === 0 ? 'Worldwide' : i % 4 === 1 ? 'USA' : i % 4 === 2 ? 'Europe' : 'Berlin, Germany',
    salary_min: 60000 + (i % 10) * 5000,
    salary_max: 90000 + (i % 10) * 5000,
    apply_url: `https://remoteok.com/remote-jobs/${900000 + i}/apply`,
    url: `https://remoteok.com/remote-jobs/${900000 + i}`,
    ...overrides,
  }
}

export const remoteOkFeed = (items: unknown[]) => [
  { last_updated: 1763600000, legal: 'API Terms of Service: Please link back (with follow, no nofollow!) to the URL on Remote OK and mention Remote OK as a source.' },
  ...items,
]

export function web3CareerItem(i: number, overrides: Record<string, unknown> = {}) {
  const epoch = Math.floor((Date.UTC(2026, 10, 19) - (i % 20) * DAY) / 1000)
  return {
    id: 70000 + i,
    title: `Solidity Engineer ${i}`,
    date: new Date(epoch * 1000).toUTCString(),
    date_epoch: epoch,
    country: 'Remote',
    city: '',
    company: `Chain Labs ${i}`,
    location: 'Remote',
    apply_url: `https://web3.career/solidity-engineer-chain-labs/${70000 + i}`,
    tags: ['solidity', 'ethereum', 'web3'],
    description: `<h1>Build DeFi</h1><p>Job ${i}</p><iframe src="https://evil"></iframe>`,
    ...overrides,
  }
}

export const web3CareerFeed = (items: unknown[]) => [
  'Terms: you agree to link back to web3.career',
  'https://web3.career/terms',
  items,
]

export function jsearchItem(i: number, overrides: Record<string, unknown> = {}) {
  return {
    job_id: `jsearch-${i}==`,
    employer_name: `Globex ${i}`,
    employer_logo: null,
    employer_website: `https://globex${i}.example.com/careers?utm_source=x`,
    job_publisher: 'LinkedIn',
    job_employment_type: i % 2 ? 'PARTTIME' : 'FULLTIME',
    job_title: `Data Analyst ${i}`,
    job_apply_link: `https://www.linkedin.com/jobs/view/${5000 + i}`,
    job_description: `Analyse data.\n\nWork from anywhere <b>${i}</b>.`,
    job_is_remote: true,
    job_posted_at_timestamp: 1763500000 - i * 3600,
    job_posted_at_datetime_utc: new Date((1763500000 - i * 3600) * 1000).toISOString(),
    job_city: null,
    job_state: null,
    job_country: 'US',
    job_min_salary: 40,
    job_max_salary: 60,
    job_salary_currency: 'USD',
    job_salary_period: 'HOUR',
    job_required_skills: ['SQL', 'python'],
    job_required_experience: { no_experience_required: false, required_experience_in_months: 72, experience_mentioned: true },
    ...overrides,
  }
}

export const jsearchFeed = (items: unknown[]) => ({ status: 'OK', request_id: 'req-1', parameters: { query: 'remote developer' }, data: items })

export function adzunaItem(i: number, overrides: Record<string, unknown> = {}) {
  return {
    __CLASS__: 'Adzuna::API::Response::Job',
    id: String(4100000000 + i),
    title: `Junior Accountant ${i}`,
    description: 'Remote accounting role…',
    created: new Date(Date.UTC(2026, 10, 18) - i * 3600_000).toISOString().replace('.000', ''),
    redirect_url: `https://www.adzuna.com/land/ad/${4100000000 + i}?se=abc`,
    salary_min: 30000,
    salary_max: 40000,
    salary_is_predicted: '0',
    contract_time: 'full_time',
    contract_type: 'permanent',
    company: { __CLASS__: 'Adzuna::API::Response::Company', display_name: `Initech ${i}` },
    location: { __CLASS__: 'Adzuna::API::Response::Location', display_name: 'London, UK', area: ['UK', 'London'] },
    category: { __CLASS__: 'Adzuna::API::Response::Category', tag: 'accounting-finance-jobs', label: 'Accounting & Finance Jobs' },
    latitude: 51.5,
    longitude: -0.12,
    ...overrides,
  }
}

export const adzunaFeed = (items: unknown[]) => ({ __CLASS__: 'Adzuna::API::Response::JobSearchResults', count: items.length, mean: 35000, results: items })

/** A minimal, structurally valid one-page PDF (correct xref offsets), optionally padded to a size. */
export function makePdf(text = 'Digital Nomad Guide 2025', padTo = 0): Uint8Array<ArrayBuffer> {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  const stream = `BT /F1 24 Tf 72 700 Td (${text}) Tj ET`
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  if (padTo > 0) {
    const pad = padTo - Buffer.byteLength(out, 'latin1') - 200
    if (pad > 0) out += `%${'x'.repeat(pad)}\n`
  }
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new Uint8Array(Buffer.from(out, 'latin1'))
}
