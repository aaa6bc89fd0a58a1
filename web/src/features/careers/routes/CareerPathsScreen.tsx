import { ArrowRight, Compass, Star, Wrench } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Tab, TabList, TabPanel, Tabs } from '@web/components/ui/Tabs'
import { pageHead } from '@web/lib/PageHead'
import { SITE_NAME } from '@web/lib/site'
import { CAREER_CATEGORIES, findRole, roleSearchPath, type Role, type SkillLevel } from '../careerPaths'

const LEVEL_STYLE: Record<SkillLevel, string> = {
  beginner: 'bg-sky-100 text-sky-800',
  intermediate: 'bg-amber-100 text-amber-800',
  advanced: 'bg-emerald-100 text-emerald-800',
}

function RemoteScore({ score }: { score: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" aria-label={`Remote score ${score} of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} size={14} className={i < score ? 'fill-amber-400 text-amber-400' : 'text-slate-300'} aria-hidden />
      ))}
    </span>
  )
}

function RoleDetail({ role }: { role: Role | null }) {
  if (!role) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-500" data-testid="role-detail-empty">
        <Compass className="mx-auto mb-3 text-slate-400" size={32} aria-hidden />
        Select a role to see what it involves, the key skills and open remote jobs.
      </div>
    )
  }
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="role-detail" aria-live="polite">
      <h2 className="text-2xl font-bold text-slate-900">{role.title}</h2>
      <div className="mt-2 flex flex-wrap items-center gap-4 text-sm text-slate-600">
        <span className="font-semibold text-brand-700">{role.salaryRange} / year</span>
        <RemoteScore score={role.remoteScore} />
      </div>
      <p className="mt-4 text-slate-700">{role.description}</p>
      <h3 className="mt-6 font-semibold text-slate-900">Key skills</h3>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {role.skills.map((skill) => (
          <li key={skill.id} className="flex items-center justify-between rounded-lg border border-slate-200 px-3 py-2 text-sm">
            <span>{skill.name}</span>
            <span className={`rounded-full px-2 py-0.5 text-xs font-medium capitalize ${LEVEL_STYLE[skill.level]}`}>{skill.level}</span>
          </li>
        ))}
      </ul>
      <Link to={roleSearchPath(role)} className="mt-6 inline-flex items-center gap-2 rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        Find {role.title} jobs <ArrowRight size={16} aria-hidden />
      </Link>
    </div>
  )
}

export default function CareerPathsScreen() {
  const [tab, setTab] = useState<string>(CAREER_CATEGORIES[0]!.id)
  // The selection survives tab switches.
  const [selectedRoleId, setSelectedRoleId] = useState<string | null>(null)
  const selected = findRole(selectedRoleId)

  const head = pageHead({
    title: `Remote Career Paths: Tech, Design and Marketing Roles | ${SITE_NAME}`,
    description: 'Explore remote career ladders in tech, design and marketing: what each role does, salary ranges, remote-friendliness and the skills to learn next.',
    keywords: 'remote career paths, remote developer career, remote designer salary, remote marketing jobs, digital nomad careers',
    canonicalPath: '/career-paths',
  })

  return (
    <>
      {head}
      <div className="mx-auto max-w-7xl px-4 py-12">
        <header className="text-center">
          <h1 className="text-4xl font-bold text-slate-900">Remote Career Paths</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-600">
            See where a remote career can take you: pick a field, then a role to see its salary range, remote score and the skills it needs.
          </p>
        </header>

        <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)_260px]">
          <Tabs value={tab} onValueChange={setTab}>
            <TabList aria-label="Career fields" className="flex-nowrap">
              {CAREER_CATEGORIES.map((category) => (
                <Tab key={category.id} value={category.id} className="flex-1">
                  {category.name}
                </Tab>
              ))}
            </TabList>
            {CAREER_CATEGORIES.map((category) => (
              <TabPanel key={category.id} value={category.id} className="mt-4">
                <p className="text-sm text-slate-600">{category.description}</p>
                <ol className="mt-4 space-y-3" aria-label={`${category.name} career ladder`}>
                  {category.roles.map((role, index) => (
                    <li key={role.id}>
                      <button
                        type="button"
                        onClick={() => setSelectedRoleId(role.id)}
                        aria-pressed={selectedRoleId === role.id}
                        className={`flex w-full items-center gap-3 rounded-lg border p-4 text-left transition ${
                          selectedRoleId === role.id ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:border-brand-500'
                        }`}
                      >
                        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-bold text-slate-600">{index + 1}</span>
                        <span>
                          <span className="block font-semibold text-slate-900">{role.title}</span>
                          <span className="block text-xs text-slate-500">{role.salaryRange}</span>
                        </span>
                      </button>
                    </li>
                  ))}
                </ol>
              </TabPanel>
            ))}
          </Tabs>

          <RoleDetail role={selected} />

          <aside className="on-dark h-fit rounded-xl bg-gradient-to-br from-brand-600 to-brand-900 p-6 text-white">
            <Wrench size={24} aria-hidden />
            <h2 className="mt-3 text-lg font-bold">Tools for your remote career</h2>
            <p className="mt-2 text-sm text-brand-50">Courses, resume builders and the productivity apps remote teams use.</p>
            <Link to="/digital-nomad-toolkit" className="mt-4 inline-flex items-center gap-1 font-semibold underline">
              Open the toolkit <ArrowRight size={14} aria-hidden />
            </Link>
          </aside>
        </div>
      </div>
    </>
  )
}
