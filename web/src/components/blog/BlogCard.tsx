import type { BlogPost } from '@cms/contract/blog'
import { Link } from 'react-router-dom'
import { authorName, formatPostDate } from '@web/lib/blog/blogViewModel'
import { InitialsAvatar } from '@web/components/ui/InitialsAvatar'
import { CoverImage } from '@web/components/blog/CoverImage'

/** A post card: cover or 'No Image', category, date, title, two-line excerpt, author. */
export function BlogCard({ post, featured = false }: { post: BlogPost; featured?: boolean }) {
  const author = authorName(post)
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md" data-testid="blog-card">
      <Link to={`/blog/post/${post.slug}`} className="flex flex-1 flex-col">
        <div className="relative h-48 bg-slate-100">
          {post.coverImage ? (
            <CoverImage post={post} sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw" className="h-full w-full object-cover" />
          ) : (
            <div className="flex h-full items-center justify-center text-sm text-slate-400">No Image</div>
          )}
          {featured && <span className="absolute left-3 top-3 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white shadow">Featured</span>}
        </div>
        <div className="flex flex-1 flex-col p-5">
          <div className="mb-2 flex items-center justify-between gap-2 text-xs">
            <span className="font-semibold uppercase tracking-wide text-brand-700">{post.category.name}</span>
            <time dateTime={post.publishedAt ?? post.updatedAt} className="text-slate-500">
              {formatPostDate(post)}
            </time>
          </div>
          <h3 className="text-lg font-bold text-slate-900 group-hover:text-brand-700">{post.title}</h3>
          <p className="mt-2 line-clamp-2 text-sm text-slate-600">{post.excerpt}</p>
          <div className="mt-auto flex items-center gap-2 pt-4 text-sm text-slate-700">
            <InitialsAvatar name={author} size={28} />
            <span>{author}</span>
          </div>
        </div>
      </Link>
    </article>
  )
}

export function BlogCardSkeleton() {
  return (
    <div className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid="blog-card-skeleton" aria-hidden>
      <div className="h-48 bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-3 w-1/3 rounded bg-slate-200" />
        <div className="h-5 w-3/4 rounded bg-slate-200" />
        <div className="h-3 w-full rounded bg-slate-200" />
        <div className="h-3 w-5/6 rounded bg-slate-200" />
      </div>
    </div>
  )
}
