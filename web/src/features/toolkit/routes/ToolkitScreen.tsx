import { Check, ExternalLink, ShieldCheck, Star } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { FaqAccordion } from '@web/components/ui/FaqAccordion'
import { Tab, TabList, TabPanel, Tabs } from '@web/components/ui/Tabs'
import { safeHref } from '@web/lib/safeHref'
import { pageHead } from '@web/lib/PageHead'
import { SITE_NAME } from '@web/lib/site'
import type { ToolkitTool } from '@cms/contract/toolkit'
import { useToolkitTools } from '../api/getToolkitTools'
import { initialTab, TOOLKIT_FAQ, TOOLKIT_TABS, TOP_RECOMMENDATIONS, VPN_COMPARISON, type ToolkitTabId } from '../toolkitData'

function CheckList({ items, className }: { items: string[]; className: string }) {
  return (
    <ul className={`text-sm text-slate-700 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check size={16} className="mt-0.5 shrink-0 text-brand-600" aria-hidden /> {item}
        </li>
      ))}
    </ul>
  )
}

function ToolCard({ tool }: { tool: ToolkitTool }) {
  return (
    <div className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="tool-card">
      {tool.badge && <span className="absolute right-4 top-4 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">{tool.badge}</span>}
      <h3 className="pr-24 text-lg font-bold text-slate-900">{tool.name}</h3>
      <p className="mt-1 text-sm font-semibold text-brand-700">{tool.price}</p>
      <p className="mt-2 text-sm text-slate-600">{tool.description}</p>
      <CheckList items={tool.features} className="mt-3 flex-1 space-y-1" />
      <a
        href={safeHref(tool.url) ?? undefined}
        target="_blank"
        rel="sponsored noopener"
        className="mt-4 inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Visit {tool.name} <ExternalLink size={14} aria-hidden />
      </a>
    </div>
  )
}

function VpnComparison() {
  return (
    <div className="mt-8 overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-4 text-left text-lg font-bold text-slate-900">VPN comparison</caption>
        <thead className="text-slate-500">
          <tr>
            <th className="px-4 py-3 font-medium">Provider</th>
            <th className="px-4 py-3 font-medium">Price per month</th>
            <th className="px-4 py-3 font-medium">Servers</th>
            <th className="px-4 py-3 font-medium">Devices</th>
            <th className="px-4 py-3 font-medium">Money-back guarantee</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {VPN_COMPARISON.map((row) => (
            <tr key={row.name}>
              <th scope="row" className="px-4 py-3 font-semibold text-slate-900">{row.name}</th>
              <td className="px-4 py-3">{row.price}</td>
              <td className="px-4 py-3">{row.servers}</td>
              <td className="px-4 py-3">{row.devices}</td>
              <td className="px-4 py-3">{row.moneyBack}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export default function ToolkitScreen() {
  const location = useLocation()
  const [tab, setTab] = useState<ToolkitTabId>(() => initialTab(location.search, location.hash))
  const tools = useToolkitTools()

  // A link to another tab (?tab= or #anchor) while on the page selects it; choosing a tab does not touch the URL.
  useEffect(() => {
    setTab(initialTab(location.search, location.hash))
    const anchor = location.hash.slice(1)
    if (anchor) window.setTimeout(() => document.getElementById(anchor)?.scrollIntoView({ behavior: 'smooth' }), 100)
  }, [location.search, location.hash])

  const head = pageHead({
    title: `Digital Nomad Toolkit: VPNs, eSIMs, Insurance and Productivity Tools | ${SITE_NAME}`,
    description:
      'The tools digital nomads rely on: productivity apps, VPNs compared, eSIM data plans, nomad insurance, resume builders, security, learning and finance tools.',
    keywords: 'digital nomad toolkit, best VPN for digital nomads, eSIM for travel, nomad insurance, remote work tools',
    canonicalPath: '/toolkit',
  })

  return (
    <>
      {head}
      <div className="mx-auto max-w-7xl px-4 py-12">
        <header className="text-center">
          <h1 className="text-4xl font-bold text-slate-900">Digital Nomad Toolkit</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-600">
            The apps, services and gear we use to work from anywhere: tested on the road, with honest prices.
          </p>
        </header>

        <Tabs value={tab} onValueChange={(value) => setTab(value as ToolkitTabId)} className="mt-10">
          <TabList aria-label="Toolkit categories" className="justify-center">
            {TOOLKIT_TABS.map((t) => (
              <Tab key={t.id} value={t.id}>
                {t.label}
              </Tab>
            ))}
          </TabList>
          {TOOLKIT_TABS.map((t) => (
            <TabPanel key={t.id} value={t.id} className="mt-8">
              <span id={t.id} className="block scroll-mt-24" aria-hidden />
              {/* The tools' names are h3s: the panel's own heading keeps the outline from jumping from h1 to h3. */}
              <h2 className="sr-only">{t.label}</h2>
              <p className="mb-6 text-center text-slate-600">{t.intro}</p>
              {tools.isLoading ? (
                <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading tools">
                  {Array.from({ length: 3 }, (_, i) => (
                    <div key={i} className="h-64 animate-pulse rounded-xl bg-slate-200" />
                  ))}
                </div>
              ) : tools.isError ? (
                <p role="alert" className="rounded-lg bg-red-50 p-6 text-center text-red-700">
                  Failed to load the tools. Please try again later.
                </p>
              ) : (
                <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {(tools.data?.tools ?? [])
                    .filter((tool) => tool.tab === t.id)
                    .map((tool) => (
                      <ToolCard key={tool.id} tool={tool} />
                    ))}
                </div>
              )}
              {t.id === 'vpn' && <VpnComparison />}
            </TabPanel>
          ))}
        </Tabs>

        <section id="recommendations" aria-labelledby="top-recommendations" className="mt-16 scroll-mt-24">
          <h2 id="top-recommendations" className="text-center text-2xl font-bold text-slate-900">
            Our Top Recommendations
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-3">
            {TOP_RECOMMENDATIONS.map((group) => (
              <div key={group.title} className="rounded-xl border border-slate-200 bg-white p-6">
                <h3 className="flex items-center gap-2 text-lg font-bold text-slate-900">
                  <Star size={18} className="text-amber-500" aria-hidden /> {group.title}
                </h3>
                <CheckList items={group.items} className="mt-3 space-y-2" />
              </div>
            ))}
          </div>
        </section>

        <section id="faq" aria-labelledby="toolkit-faq" className="mx-auto mt-16 max-w-3xl scroll-mt-24">
          <h2 id="toolkit-faq" className="text-center text-2xl font-bold text-slate-900">
            Toolkit FAQ
          </h2>
  <FaqAccordion className="mt-6" items={TOOLKIT_FAQ} />
        </section>

        <section id="disclosure" className="mx-auto mt-12 max-w-3xl scroll-mt-24 rounded-xl bg-slate-50 p-5 text-sm text-slate-600">
          <h2 className="flex items-center gap-2 font-semibold text-slate-900">
            <ShieldCheck size={18} aria-hidden /> Affiliate disclosure
          </h2>
          <p className="mt-2">
            Some links on this page are affiliate links. If you buy through them we may earn a commission, at no extra cost to you. It helps keep{' '}
            {SITE_NAME} free. We only recommend tools we use or would use ourselves. Want the full playbook?{' '}
            <Link to="/digital-nomad-guide" className="font-medium text-brand-700 hover:underline">
              Read the Digital Nomad Guide
            </Link>
            .
          </p>
        </section>
      </div>
    </>
  )
}
