import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router-dom'

/** The visible breadcrumb trail (its JSON-LD twin comes from breadcrumbJsonLd). */
export function Breadcrumbs({ items }: { items: { name: string; path: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={item.path} className="inline-flex items-center gap-1">
            {index > 0 && <ChevronRight size={14} aria-hidden />}
            {index === items.length - 1 ? (
              <span aria-current="page" className="text-slate-700">
                {item.name}
              </span>
            ) : (
              <Link to={item.path} className="hover:text-brand-700 hover:underline">
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
