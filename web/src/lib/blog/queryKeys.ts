/** Query keys of the blog feature; the first element is the URL (the default fetcher's rule). */
export const blogKeys = {
  posts: () => ['/api/blog/posts'] as const,
  featured: () => ['/api/blog/featured'] as const,
  post: (slug: string, preview?: string | null) =>
    [`/api/blog/post/${encodeURIComponent(slug)}${preview ? `?preview=${encodeURIComponent(preview)}` : ''}`] as const,
}
