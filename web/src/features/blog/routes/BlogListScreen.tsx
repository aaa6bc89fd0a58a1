import { useEffect } from 'react'
import { AdSlot } from '@web/components/ads/AdSlot'
import { NewsletterForm } from '@web/components/newsletter/NewsletterForm'
import { useHeadTags, useJsonLd } from '@web/lib/headTags'
import { SITE_NAME } from '@web/lib/site'
import { useFeaturedPosts } from '@web/lib/blog/getFeaturedPosts'
import { usePosts } from '../api/getPosts'
import { moreArticles } from '@web/lib/blog/blogViewModel'
import { BlogCard, BlogCardSkeleton } from '@web/components/blog/BlogCard'

export const BLOG_LIST_SKELETONS = 6
const DESCRIPTION =
  'Remote work tips, travel gear reviews, visa know-how and career advice for digital nomads. Practical guides from people who work from anywhere.'

export default function BlogListScreen() {
  const posts = usePosts()
  const featured = useFeaturedPosts()

  useEffect(() => {
    window.scrollTo({ top: 0 })
  }, [])
  useHeadTags({
    title: `Nomad Blog: Remote Work Tips, Gear and Travel Guides | ${SITE_NAME}`,
    description: DESCRIPTION,
    keywords: 'digital nomad blog, remote work tips, travel gear, nomad visas, remote jobs advice',
    canonical: '/blog',
  })
  useJsonLd(
    'blog',
    posts.data && {
      '@context': 'https://schema.org',
      '@type': 'Blog',
      name: `${SITE_NAME} Blog`,
      description: DESCRIPTION,
      url: `${window.location.origin}/blog`,
      blogPost: posts.data.posts.map((post) => ({
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.excerpt,
        datePublished: post.publishedAt ?? post.updatedAt,
        url: `${window.location.origin}/blog/post/${post.slug}`,
        author: { '@type': 'Person', name: post.author.fullName || 'Anonymous' },
      })),
    },
  )

  const loading = posts.isLoading || featured.isLoading
  const all = posts.data?.posts ?? []
  const top = featured.data?.posts ?? []
  const rest = moreArticles(all, top)

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="mb-10 text-center">
        <h1 className="text-4xl font-bold text-slate-900">Nomad Blog</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-600">
          Stories, guides and gear advice for working remotely from anywhere in the world.
        </p>
      </header>

      {loading ? (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading blog posts">
          {Array.from({ length: BLOG_LIST_SKELETONS }, (_, i) => (
            <BlogCardSkeleton key={i} />
          ))}
        </div>
      ) : posts.isError ? (
        <p className="rounded-lg bg-red-50 p-6 text-center text-red-700" role="alert">
          Failed to load blog posts. Please try again later.
        </p>
      ) : all.length === 0 ? (
        <p className="p-6 text-center text-slate-600">No blog posts found.</p>
      ) : (
        <>
          {top.length > 0 && (
            <section aria-labelledby="featured-articles" className="mb-12">
              <h2 id="featured-articles" className="mb-6 text-2xl font-bold text-slate-900">
                Featured Articles
              </h2>
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {top.map((post) => (
                  <BlogCard key={post.id} post={post} featured />
                ))}
              </div>
            </section>
          )}
          <AdSlot slot="blog-list" />
          {rest.length > 0 && (
            <section aria-labelledby="more-articles">
              <h2 id="more-articles" className="mb-6 text-2xl font-bold text-slate-900">
                More Articles
              </h2>
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {rest.map((post) => (
                  <BlogCard key={post.id} post={post} />
                ))}
              </div>
            </section>
          )}
        </>
      )}
      <NewsletterForm source="blog" className="mx-auto mt-16 max-w-4xl" />
    </div>
  )
}
