import { Link } from 'react-router-dom'
import { FaqAccordion } from '@web/components/ui/FaqAccordion'
import { pageHead } from '@web/lib/PageHead'
import { SITE_NAME } from '@web/lib/site'
import { FAQ_ITEMS } from '../faqItems'

export default function FaqScreen() {
  const head = pageHead({
    title: `Digital Nomad & Remote Work FAQ: Jobs, Pay, Taxes and Gear | ${SITE_NAME}`,
    description:
      'Answers to the most common remote work questions: beginner remote jobs, pay, avoiding scams, in-demand skills for 2025, working with no experience, affordable places, taxes and equipment.',
    keywords: 'remote work FAQ, digital nomad questions, remote jobs for beginners, remote job scams, digital nomad taxes, nomad health insurance',
    canonicalPath: '/faq',
    jsonLd: [{
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: FAQ_ITEMS.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
    }],
  })

  return (
    <>
      {head}
      <div className="mx-auto max-w-3xl px-4 py-12">
        <header className="text-center">
          <h1 className="text-4xl font-bold text-slate-900">Frequently Asked Questions</h1>
          <p className="mt-3 text-lg text-slate-600">
            Everything you wanted to know about finding remote work and living as a digital nomad: jobs, pay, skills, places, taxes and gear.
          </p>
        </header>

        <FaqAccordion
          className="mt-10"
          headingLevel={2}
          items={FAQ_ITEMS.map((item) => ({
            id: item.id,
            question: item.question,
            answer: (
              <>
                <p>{item.answer}</p>
                {item.links?.map((link) => (
                  <Link key={link.to} to={link.to} className="mt-2 inline-block font-medium text-brand-700 hover:underline">
                    {link.label} →
                  </Link>
                ))}
              </>
            ),
          }))}
        />

        <section className="on-dark mt-12 rounded-2xl bg-gradient-to-br from-brand-600 to-brand-900 p-8 text-center text-white">
          <h2 className="text-2xl font-bold">Ready to work from anywhere?</h2>
          <p className="mx-auto mt-2 max-w-xl text-brand-50">
            The Digital Nomad Guide 2025 turns these answers into a plan: finding remote work, visas, taxes, insurance and country profiles. Pair it with
            the tools in our <Link to="/digital-nomad-toolkit" className="underline">Digital Nomad Toolkit</Link>, or read more about the{' '}
            <Link to="/digital-nomad-guide" className="underline">Digital Nomad Guide</Link>.
          </p>
          <a href="/buy-guide" className="mt-6 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50">
            Get The Complete Guide
          </a>
        </section>

        <section className="mt-12 space-y-4 text-sm leading-relaxed text-slate-600">
          <h2 className="text-lg font-semibold text-slate-900">Remote work and digital nomad life, explained</h2>
          <p>
            Remote jobs let you earn a living from wherever you have a laptop and a reliable connection. Digital nomads combine that freedom with travel:
            a few months in Lisbon, a winter in Chiang Mai, a summer in Tbilisi. The hard parts are practical: finding legitimate remote jobs, choosing
            the skills employers want in 2025, understanding tax residency and visas, staying insured and keeping your equipment light.
          </p>
          <p>
            {SITE_NAME} collects vetted remote jobs from trusted boards every day, so you can browse development, design, marketing and customer
            service roles open to candidates worldwide, and apply directly on the original posting.
          </p>
        </section>
      </div>
    </>
  )
}
