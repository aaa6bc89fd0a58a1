import { ArrowRight, BookOpen, Briefcase, CheckCircle2, Compass, Gift, Map, Wrench, XCircle } from 'lucide-react'
import { Link } from 'react-router-dom'
import { AdSlot } from '@web/components/ads/AdSlot'
import { pageHead } from '@web/lib/PageHead'
import { KEEP_CLEAR } from '@web/lib/useOverKeepClear'
import { HOME_TITLE } from '@web/lib/pageMeta'
import { EmailCapture } from '../components/EmailCapture'
import { FeaturedBlogSection } from '../components/FeaturedBlogSection'
import { HeroSearch } from '../components/HeroSearch'
import { LatestJobsSection } from '../components/LatestJobsSection'

const PAIN_POINTS = [
  'Scrolling endless job boards full of "remote" roles that are not',
  'Sending applications into the void and never hearing back',
  'Not knowing which skills, visas or tools you actually need',
]

export default function HomeScreen() {
  const head = pageHead({
    title: HOME_TITLE,
    description: 'Find 1,000+ vetted remote jobs for digital nomads in development, design, marketing and customer service, plus guides, tools and career paths to work from anywhere.',
    keywords: 'remote jobs, digital nomad jobs, work from anywhere, remote work, vetted remote jobs',
    canonicalPath: '/',
  })

  return (
    <>
      {head}
      <div>
        <section className="on-dark bg-gradient-to-br from-slate-900 via-brand-900 to-brand-700 text-white">
          <div className="mx-auto flex max-w-7xl flex-col items-start px-4 py-16 sm:py-24">
            <h1 className="max-w-3xl text-4xl font-extrabold leading-tight sm:text-5xl">
              Land Your Dream Remote Job From 1,000+ Vetted Remote Jobs
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-brand-50">
              83% of our members find remote work in under 60 days. Stop guessing and start working from anywhere.
            </p>
            <HeroSearch />
            <ul className="mt-6 space-y-2" aria-label="Sound familiar?">
              {PAIN_POINTS.map((point) => (
                <li key={point} className="flex items-start gap-2 text-brand-50">
                  <XCircle size={18} className="mt-0.5 shrink-0 text-red-300" aria-hidden /> {point}
                </li>
              ))}
            </ul>
            <EmailCapture />
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/search" className="inline-flex items-center gap-2 rounded-md bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50">
                <Briefcase size={18} aria-hidden /> Browse Remote Jobs
              </Link>
              <Link to="/career-paths" className="inline-flex items-center gap-2 rounded-md border border-white/40 px-5 py-3 font-semibold hover:bg-white/10">
                <Compass size={18} aria-hidden /> Explore Career Paths
              </Link>
              <Link to="/digital-nomad-toolkit" className="inline-flex items-center gap-2 rounded-md border border-white/40 px-5 py-3 font-semibold hover:bg-white/10">
                <Wrench size={18} aria-hidden /> Digital Nomad Toolkit
              </Link>
            </div>
          </div>
        </section>

        <section aria-label="Limited-time offer" className="bg-amber-50">
          <a href="/buy-guide" {...KEEP_CLEAR} className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 sm:flex-row" data-testid="guide-banner">
            <div className="flex items-center gap-3">
              <Gift className="shrink-0 text-amber-600" size={28} aria-hidden />
              <div>
                <p className="text-sm font-semibold uppercase tracking-wide text-amber-700">Limited-time offer</p>
                <p className="font-bold text-slate-900">Digital Nomad Guide 2025: 90-page blueprint + 5 Notion templates</p>
              </div>
            </div>
            <div className="flex items-center gap-3">
              <span className="text-slate-500 line-through">$39.99</span>
              <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">68% OFF</span>
              <span className="text-2xl font-extrabold text-slate-900">$12.99</span>
              <span className="inline-flex items-center gap-1 rounded-md bg-amber-500 px-4 py-2 font-semibold text-slate-900">
                Get the Guide <ArrowRight size={16} aria-hidden />
              </span>
            </div>
          </a>
        </section>

        <section className="mx-auto grid max-w-7xl gap-6 px-4 py-12 md:grid-cols-2" aria-label="More from Nomad Jobs">
          <Link to="/blog" className="group rounded-2xl border border-slate-200 bg-white p-8 shadow-sm hover:shadow-md">
            <BookOpen className="text-brand-600" size={28} aria-hidden />
            <h2 className="mt-4 text-2xl font-bold text-slate-900 group-hover:text-brand-700">Read the Nomad Blog</h2>
            <p className="mt-2 text-slate-600">Packing lists, visa tips, first-remote-job advice and honest gear reviews.</p>
            <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700">
              Read articles <ArrowRight size={16} aria-hidden />
            </span>
          </Link>
          <Link to="/nomad-guide" className="group rounded-2xl border border-amber-200 bg-amber-50 p-8 shadow-sm hover:shadow-md">
            <Map className="text-amber-600" size={28} aria-hidden />
            <h2 className="mt-4 text-2xl font-bold text-slate-900 group-hover:text-amber-700">The Digital Nomad Guide 2025</h2>
            <p className="mt-2 text-slate-600">Country profiles, visas, taxes and insurance in one 90-page blueprint.</p>
            <ul className="mt-3 space-y-1 text-sm text-slate-700">
              {['30+ country profiles', 'Tax and finance advice', '30-day money-back guarantee'].map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <CheckCircle2 size={16} className="text-brand-600" aria-hidden /> {item}
                </li>
              ))}
            </ul>
          </Link>
        </section>

        <div className="mx-auto max-w-7xl px-4">
          <AdSlot slot="home-horizontal" format="horizontal" />
        </div>

        <LatestJobsSection />
        {/* Phones skip the featured posts; a breakpoint decides, so the server's HTML is already right. */}
        <div className="hidden md:block">
          <FeaturedBlogSection />
        </div>
      </div>
    </>
  )
}
