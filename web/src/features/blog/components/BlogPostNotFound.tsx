import { Link } from 'react-router-dom'

/** 'Blog Post Not Found'. */
export function BlogPostNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Blog Post Not Found</h1>
      <p className="mt-3 text-slate-600">Sorry, the blog post you're looking for could not be found.</p>
      <Link to="/blog" className="mt-6 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        Return to Blog
      </Link>
    </div>
  )
}
