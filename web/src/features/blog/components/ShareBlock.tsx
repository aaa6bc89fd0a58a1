import { Check, Link2, Share2 } from 'lucide-react'
import { useState } from 'react'

/** Share the post on social networks (new tab) or copy its link. */
export function ShareBlock({ title, url }: { title: string; url: string }) {
  const [copied, setCopied] = useState(false)
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  const targets = [
    { label: 'Share on X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ]
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      setTimeout(() => setCopied(false), 2000)
    } catch {
      setCopied(false)
    }
  }
  return (
    <section aria-labelledby="share-post" className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="share-post" className="flex items-center gap-2 font-semibold text-slate-900">
        <Share2 size={18} aria-hidden /> Share this article
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {targets.map((target) => (
          <a key={target.label} href={target.href} target="_blank" rel="noopener noreferrer" className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-700">
            {target.label}
          </a>
        ))}
        <button type="button" onClick={copy} className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:border-brand-500">
          {copied ? <Check size={14} aria-hidden /> : <Link2 size={14} aria-hidden />} {copied ? 'Link copied' : 'Copy link'}
        </button>
      </div>
    </section>
  )
}
