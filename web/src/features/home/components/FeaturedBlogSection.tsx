import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { useFeaturedPosts } from '@web/lib/blog/getFeaturedPosts'
import { BlogCard, BlogCardSkeleton } from '@web/components/blog/BlogCard'

export const HOME_BLOG_SKELETONS = 3

/** 'Nomad Blog' on home: the featured posts, three skeleton cards while loading (hidden on phones by the home page). */
export function FeaturedBlogSection() {
  const { data, isLoading, isError } = useFeaturedPosts()
  if (isError) return null
  const posts = data?.posts ?? []
  if (!isLoading && posts.length === 0) return null
  return (
    <section aria-labelledby="nomad-blog" className="mx-auto max-w-7xl px-4 py-16">
      <div className="mb-8 flex items-end justify-between gap-4">
        <div>
          <h2 id="nomad-blog" className="text-3xl font-bold text-slate-900">
            Nomad Blog
          </h2>
          <p className="mt-2 text-slate-600">Guides, gear and stories for working from anywhere.</p>
        </div>
        <Link to="/blog" className="hidden items-center gap-1 font-semibold text-brand-700 hover:underline sm:inline-flex">
          All articles <ArrowRight size={16} aria-hidden />
        </Link>
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        {isLoading
          ? Array.from({ length: HOME_BLOG_SKELETONS }, (_, i) => <BlogCardSkeleton key={i} />)
          : posts.slice(0, 3).map((post) => <BlogCard key={post.id} post={post} featured />)}
      </div>
    </section>
  )
}
