import { Link } from 'react-router-dom'

/** A job's company: a link to its page when it has one (a company page needs a slug), else its name alone. */
export function CompanyName({ company }: { company: { name: string; slug?: string | null } }) {
  if (!company.slug) return <>{company.name}</>
  return (
    <Link to={`/companies/${company.slug}`} className="hover:text-brand-700 hover:underline">
      {company.name}
    </Link>
  )
}
