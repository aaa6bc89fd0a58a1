/** Query keys of the blog feature; the first element is the URL (the default fetcher's rule). */
export const blogKeys = {
  posts: () => ['/api/blog/posts'] as const,
  featured: () => ['/api/blog/featured'] as const,
  post: (slug: string) => [`/api/blog/post/${encodeURIComponent(slug)}`] as const,
}
