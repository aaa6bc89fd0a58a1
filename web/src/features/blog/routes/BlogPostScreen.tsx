import { Link, useParams, useSearchParams } from 'react-router-dom'
import { AdSlot } from '@web/components/ads/AdSlot'
import { pageHead } from '@web/lib/PageHead'
import { SITE_NAME } from '@web/lib/site'
import { absoluteUrl } from '@web/lib/siteOrigin'
import { usePost } from '../api/getPost'
import { authorName, blogMetaDescription, blogPostTitle, formatPostDate } from '@web/lib/blog/blogViewModel'
import { InitialsAvatar } from '@web/components/ui/InitialsAvatar'
import { CoverImage } from '@web/components/blog/CoverImage'
import { RecommendedProducts } from '../components/RecommendedProducts'
import { BlogPostNotFound } from '../components/BlogPostNotFound'
import { ShareBlock } from '../components/ShareBlock'
import { LightMarkup } from '@web/components/markup/LightMarkup'

function PostSkeleton() {
  return (
    <div className="mx-auto max-w-3xl animate-pulse px-4 py-12" role="status" aria-label="Loading blog post">
      <div className="h-4 w-40 rounded bg-slate-200" />
      <div className="mt-4 h-10 w-3/4 rounded bg-slate-200" />
      <div className="mt-4 h-4 w-full rounded bg-slate-200" />
      <div className="mt-8 h-[480px] rounded-xl bg-slate-200" />
      <div className="mt-8 space-y-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-4 rounded bg-slate-200" />
        ))}
      </div>
    </div>
  )
}

export default function BlogPostScreen() {
  const { slug = '' } = useParams()
  const preview = useSearchParams()[0].get('preview')
  const { data: post, isLoading, isError } = usePost(slug, preview)

  if (isLoading) return <PostSkeleton />
  if (isError || !post) return <BlogPostNotFound />
  const author = authorName(post)
  const url = absoluteUrl(`/blog/post/${post.slug}`)
  const head = pageHead({
    title: blogPostTitle(post),
    description: blogMetaDescription(post),
    keywords: `${post.category.name}, digital nomad, remote work`,
    canonicalPath: `/blog/post/${post.slug}`,
    ogType: 'article',
    image: post.coverImage ?? undefined,
    labels: [{ label: 'Written by', value: author }],
    jsonLd: [{
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: blogMetaDescription(post),
      image: post.coverImage ? absoluteUrl(post.coverImage) : undefined,
      datePublished: post.publishedAt ?? post.updatedAt,
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: author },
      publisher: { '@type': 'Organization', name: SITE_NAME },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      articleSection: post.category.name,
    }],
  })

  return (
    <>
      {head}
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_300px]">
        {preview && (
          <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 lg:col-span-2">
            Preview: this is how the post will look, drafts included. Visitors see it once it is published.
          </p>
        )}
        <article>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span className="rounded-full bg-brand-50 px-3 py-0.5 font-semibold text-brand-700">{post.category.name}</span>
            <time dateTime={post.publishedAt ?? post.updatedAt} className="text-slate-500">
              {formatPostDate(post, 'long')}
            </time>
          </div>
          <h1 className="mt-4 text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-lg text-slate-600">{post.excerpt}</p>
          <div className="mt-5 flex items-center gap-3 text-sm text-slate-700">
            <InitialsAvatar name={author} size={36} />
            <span className="font-medium">{author}</span>
          </div>
          {post.coverImage && (
            <CoverImage post={post} eager sizes="(min-width: 1152px) 788px, (min-width: 1024px) calc(100vw - 364px), calc(100vw - 32px)" className="mt-8 aspect-video w-full rounded-xl object-cover" />
          )}
          <LightMarkup source={post.content} className="mt-8 text-lg" />
          <RecommendedProducts links={post.affiliateLinks} />
          <AdSlot slot="blog-post" />
          <ShareBlock title={post.title} url={url} />
        </article>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <Link to="/blog" className="block text-sm font-medium text-brand-700 hover:underline">
            ← All articles
          </Link>
        </aside>
      </div>
    </>
  )
}
