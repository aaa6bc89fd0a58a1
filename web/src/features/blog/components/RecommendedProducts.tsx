import type { AffiliateLinkItem } from '@cms/contract/blog'
import { BatteryCharging, ExternalLink, Globe, Headphones, Laptop, LampDesk, Monitor, Plug, Webcam, type LucideIcon } from 'lucide-react'
import { productIcon } from '@web/lib/blog/blogViewModel'
import { safeHref } from '@web/lib/safeHref'

const ICONS: Record<string, LucideIcon> = {
  monitor: Monitor,
  laptop: Laptop,
  powerbank: BatteryCharging,
  headphones: Headphones,
  webcam: Webcam,
  adapter: Plug,
  global: Globe,
  stand: LampDesk,
}

function ProductIcon({ title }: { title: string }) {
  const icon = productIcon(title)
  if (typeof icon === 'object') {
    return <span className="text-xl font-bold" data-testid="product-letter">{icon.letter}</span>
  }
  const Icon = ICONS[icon]!
  return <Icon size={24} aria-hidden data-icon={icon} />
}

/** The post's affiliate products (spec 2 §2): icon by title keyword, title, description, price, 'View on {platform}'. */
export function RecommendedProducts({ links }: { links: AffiliateLinkItem[] }) {
  if (links.length === 0) return null
  return (
    <section aria-labelledby="recommended-products" className="mt-12">
      <h2 id="recommended-products" className="text-2xl font-bold text-slate-900">
        Recommended Products
      </h2>
      <p className="mt-1 text-xs text-slate-500">
        Some links are affiliate links: we may earn a commission if you buy through them, at no extra cost to you.
      </p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {links.map((link) => (
          <div key={link.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="product-card">
            <div className="flex items-start gap-3">
              <div className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <ProductIcon title={link.title} />
              </div>
              <div>
                <h3 className="font-semibold text-slate-900">{link.title}</h3>
                {link.productPrice && <p className="text-sm font-bold text-brand-700">{link.productPrice}</p>}
              </div>
            </div>
            {link.description && <p className="mt-3 flex-1 text-sm text-slate-600">{link.description}</p>}
            <a
              href={safeHref(link.affiliateUrl) ?? undefined}
              target="_blank"
              rel="sponsored noopener"
              className="mt-4 inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              View on {link.platform} <ExternalLink size={14} aria-hidden />
            </a>
          </div>
        ))}
      </div>
    </section>
  )
}
