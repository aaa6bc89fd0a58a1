import { ExternalLink, Globe, Shield, Wallet, Wifi } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'

/** The four toolkit suggestions of spec 2 §2; VPN and travel insurance carry affiliate links. */
export const TOOLKIT_SUGGESTIONS = [
  { key: 'vpn', icon: Shield, title: 'Stay secure with a VPN', text: 'Public Wi-Fi in cafés and coworking spaces is risky. A VPN keeps client data safe from about $4.99/month.', href: 'https://nordvpn.com/', cta: 'Get a VPN', affiliate: true },
  { key: 'insurance', icon: Globe, title: 'Travel medical insurance', text: 'Health cover built for long-term travellers and remote workers, wherever you are.', href: 'https://safetywing.com/nomad-insurance', cta: 'Get covered', affiliate: true },
  { key: 'bank', icon: Wallet, title: 'Multi-currency account', text: 'Get paid in USD or EUR and spend locally without high conversion fees.', href: '/digital-nomad-toolkit', cta: 'See our picks', affiliate: false },
  { key: 'wifi', icon: Wifi, title: 'Portable WiFi', text: 'A pocket hotspot or global eSIM keeps you online for interviews and calls.', href: '/digital-nomad-toolkit', cta: 'See our picks', affiliate: false },
] as const

/** A number in [0, 1) that stays the same for the same text, so the server and the browser pick alike. */
export const stableFraction = (text: string) => ([...text].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) % 9973, 7) % 1000) / 1000

/** One suggestion per job page, chosen by the job (a random pick would differ between server and browser). */
export function ToolkitPromo({ pick = Math.random }: { pick?: () => number }) {
  const [item] = useState(() => TOOLKIT_SUGGESTIONS[Math.floor(pick() * TOOLKIT_SUGGESTIONS.length)]!)
  const Icon = item.icon
  return (
    <aside aria-label="Nomad toolkit" className="rounded-xl border border-brand-100 bg-brand-50 p-5">
      <div className="flex items-center gap-2 text-brand-700">
        <Icon size={18} aria-hidden />
        <h2 className="font-semibold">{item.title}</h2>
      </div>
      <p className="mt-2 text-sm text-slate-700">{item.text}</p>
      {item.affiliate ? (
        <>
          <a href={item.href} target="_blank" rel="sponsored noopener noreferrer" className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
            {item.cta} <ExternalLink size={14} aria-hidden />
          </a>
          <p className="mt-2 text-xs text-slate-500">We may earn a commission if you buy through this link, at no extra cost to you.</p>
        </>
      ) : (
        <Link to={item.href} className="mt-3 inline-flex text-sm font-semibold text-brand-700 hover:underline">
          {item.cta}
        </Link>
      )}
      <Link to="/digital-nomad-toolkit" className="mt-3 block text-xs text-slate-600 hover:underline">
        Explore the full Digital Nomad Toolkit
      </Link>
    </aside>
  )
}
