import type { BlogPost } from '@cms/contract/blog'

/**
 * A post's cover: the WebP variants as a srcset (the browser picks the width `sizes` asks for), the
 * intrinsic size so the page does not jump, and the editor's focal point kept in view by any crop. An `eager`
 * cover is the page's largest paint: it is fetched first (React also preloads it from the head).
 */
export function CoverImage({ post, sizes, className, eager = false }: { post: BlogPost; sizes: string; className: string; eager?: boolean }) {
  const cover = post.cover
  if (!cover) return post.coverImage ? <img src={post.coverImage} alt="" className={className} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} /> : null
  return (
    <img
      src={cover.src}
      srcSet={cover.srcSet || undefined}
      sizes={sizes}
      width={cover.width}
      height={cover.height}
      alt={cover.alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      className={className}
      style={{ objectPosition: `${cover.focalX}% ${cover.focalY}%` }}
    />
  )
}
