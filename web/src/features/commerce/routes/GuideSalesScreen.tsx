import { Accordion } from 'radix-ui'
import { BookOpen, Briefcase, CheckCircle2, ChevronDown, Globe2, HeartPulse, Landmark, ShieldCheck, Star, Zap } from 'lucide-react'
import { PaymentNotice } from '../components/PaymentNotice'
import { PurchasesPausedNotice } from '../components/PurchasesPausedNotice'
import { CheckoutForm } from '../components/CheckoutForm'
import { GUIDE } from '../guideProduct'
import { useStripeJs } from '../stripeJs'
import { Button } from '@web/components/ui/Button'

export const PURCHASE_SECTION_ID = 'purchase-section'

const INSIDE = [
  { icon: Globe2, title: 'Country guides and visas', text: `${GUIDE.countryProfiles} country profiles with digital nomad visas, costs of living and internet speeds.` },
  { icon: Briefcase, title: 'Finding remote work', text: 'Where to find remote jobs, how to stand out in applications and how to negotiate as a remote hire.' },
  { icon: Landmark, title: 'Taxes and banking', text: 'Tax residency basics, multi-currency banking and getting paid from abroad without losing money on fees.' },
  { icon: HeartPulse, title: 'Insurance and healthcare', text: 'Travel and health insurance compared, and what to do when you get sick far from home.' },
  { icon: Zap, title: `${GUIDE.templates} planning templates`, text: 'Budget planner, packing lists, visa tracker and a weekly routine for working across time zones.' },
]

const TESTIMONIALS = [
  { name: 'Sofia M.', role: 'UX designer in Lisbon', quote: 'The visa chapter alone saved me weeks of research. I moved to Portugal three months after reading it.' },
  { name: 'James K.', role: 'Developer in Chiang Mai', quote: 'Practical, honest and up to date. The tax section finally made sense of my situation.' },
  { name: 'Amara O.', role: 'Marketing lead in Mexico City', quote: 'I landed my first fully remote role using the job-search playbook. Worth far more than the price.' },
]

const FAQ = [
  { q: 'How do I receive the guide?', a: 'Right after payment you can download the PDF from the thank-you page, and we also e-mail you a personal download link as a backup.' },
  { q: 'Do I need an account?', a: 'No. All you need is an e-mail address; the guide is delivered to it.' },
  { q: 'What devices can I read it on?', a: 'Any: it is a standard PDF that works on phones, tablets, e-readers and computers.' },
  { q: 'Is it up to date?', a: `This is the ${GUIDE.edition} edition, and buyers get free updates for one year.` },
  { q: 'What if it is not for me?', a: 'Write to us within 30 days for a full refund, no questions asked.' },
]

function scrollToPurchase() {
  document.getElementById(PURCHASE_SECTION_ID)?.scrollIntoView({ behavior: 'smooth' })
}

/** /digital-nomad-guide and /nomad-guide: the guide's sales page. */
export default function GuideSalesScreen() {
  const { initError } = useStripeJs()
  return (
    <div className="bg-white">
      <section className="on-dark bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 px-4 py-16 text-white sm:py-24">
        <div className="mx-auto max-w-4xl text-center">
          <PaymentNotice show={initError} />
          <PurchasesPausedNotice className="mx-auto mb-6 max-w-3xl" />
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
            <BookOpen size={16} aria-hidden /> {GUIDE.edition} edition · {GUIDE.pages} pages
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">The {GUIDE.title} {GUIDE.edition}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-50">
            Everything you need to work remotely from anywhere: visas, taxes, insurance, finding remote jobs and {GUIDE.templates} ready-to-use templates.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button variant="accent" size="xl" className="shadow-lg" onClick={scrollToPurchase}>
              Get the Guide for {GUIDE.price}
            </Button>
            <span className="text-sm text-brand-50">
              <s>{GUIDE.listPrice}</s> · {GUIDE.discount} · 30-day money-back guarantee
            </span>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-5xl px-4 py-16" aria-labelledby="inside-heading">
        <h2 id="inside-heading" className="text-center text-3xl font-bold text-slate-900">What's inside</h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {INSIDE.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <Icon className="text-brand-600" size={28} aria-hidden />
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-slate-50 px-4 py-16" aria-labelledby="testimonials-heading">
        <h2 id="testimonials-heading" className="text-center text-3xl font-bold text-slate-900">What nomads say</h2>
        <ul className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name} className="rounded-xl bg-white p-6 shadow-sm">
              <div className="flex gap-0.5 text-amber-500" role="img" aria-label="5 out of 5 stars">
                {Array.from({ length: 5 }, (_, i) => (
                  <Star key={i} size={16} fill="currentColor" aria-hidden />
                ))}
              </div>
              <blockquote className="mt-3 text-slate-700">“{t.quote}”</blockquote>
              <p className="mt-4 text-sm font-semibold text-slate-900">{t.name}</p>
              <p className="text-xs text-slate-500">{t.role}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id={PURCHASE_SECTION_ID} className="scroll-mt-20 px-4 py-16" aria-labelledby="purchase-heading">
        <div className="mx-auto max-w-lg rounded-2xl border-2 border-amber-400 p-8 shadow-xl">
          <h2 id="purchase-heading" className="text-center text-2xl font-bold text-slate-900">Get instant access</h2>
          <p className="mt-4 text-center">
            <span className="text-4xl font-extrabold text-slate-900">{GUIDE.price}</span>{' '}
            <s className="text-lg text-slate-500">{GUIDE.listPrice}</s>{' '}
            <span className="rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-700">{GUIDE.discount}</span>
          </p>
          <PurchasesPausedNotice className="mt-4" />
          <ul className="mt-6 space-y-2 text-sm text-slate-700">
            {[`${GUIDE.pages}-page PDF guide, ${GUIDE.edition} edition`, `${GUIDE.templates} templates`, 'Free updates for one year', '30-day money-back guarantee'].map((item) => (
              <li key={item} className="flex items-center gap-2">
                <CheckCircle2 size={16} className="text-brand-600" aria-hidden /> {item}
              </li>
            ))}
          </ul>
          <a
            href="/buy-guide"
            className="mt-6 block rounded-lg bg-brand-600 px-6 py-3 text-center text-base font-semibold text-white shadow hover:bg-brand-700"
          >
            Buy Now with One Click
          </a>
          <p className="my-4 text-center text-xs uppercase tracking-wide text-slate-500">or send the guide to</p>
          <CheckoutForm flow="form-post" inputId="sales-email" label="Your email address" submitLabel={`Get Instant Access — ${GUIDE.price}`} />
          <p className="mt-4 flex items-center justify-center gap-2 text-xs text-slate-500">
            <ShieldCheck size={14} aria-hidden /> Secure payment by Stripe. We never see your card details.
          </p>
        </div>
      </section>

      <section className="mx-auto max-w-3xl px-4 pb-20" aria-labelledby="guide-faq-heading">
        <h2 id="guide-faq-heading" className="text-center text-3xl font-bold text-slate-900">Frequently asked questions</h2>
        <Accordion.Root type="single" collapsible className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {FAQ.map(({ q, a }, i) => (
            <Accordion.Item key={q} value={`faq-${i}`}>
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center justify-between px-5 py-4 text-left font-medium text-slate-900 hover:bg-slate-50">
                  {q}
                  <ChevronDown size={18} className="transition-transform group-data-[state=open]:rotate-180" aria-hidden />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-4 text-slate-600">{a}</Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </section>
    </div>
  )
}
