import { CareersUrlForm } from '@web/components/CareersUrlForm'
import { failureMessage } from '@web/lib/apiErrorBody'
import { boardHealth } from '@web/lib/boardHealth'
import { useCompanyJobBoards, useConnectJobBoard } from '../api/companyClaim'

/**
 * The claimed company's own job boards on the manage page: connect one from its careers URL, so every opening on
 * it is listed without a post, and see what the last import found there.
 */
export function CompanyJobBoards({ id, token, company }: { id: number; token: string; company: string }) {
  const boards = useCompanyJobBoards(id, token)
  const connect = useConnectJobBoard(id, token)
  return (
    <div className="space-y-3 border-t border-slate-100 pt-4 text-sm">
      <h3 className="font-semibold text-slate-900">Your job board</h3>
      <p className="text-slate-600">
        Use Greenhouse, Lever, Ashby or Workable? Connect {company}'s careers page and every remote opening on it appears here as {company}'s job, without a
        post. We read it every few hours; on-site and hybrid roles are left out.
      </p>
      <CareersUrlForm mutation={connect} submitLabel="Connect board" busyLabel="Connecting..." placeholder="https://jobs.lever.co/your-company" />
      {connect.isSuccess && (
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-brand-900">
          Connected. The next import reads your board; its remote openings appear within a few hours.
        </p>
      )}
      {boards.isError && <p className="text-red-600">{failureMessage(boards.error)}</p>}
      {boards.data && boards.data.boards.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Connected job boards">
          {boards.data.boards.map((board) => {
            const health = boardHealth(board.lastRun)
            return (
              <li key={board.id} className="p-3">
                <a href={board.careersUrl} target="_blank" rel="noreferrer" className="font-medium break-all text-brand-700 hover:underline">
                  {board.atsName} · {board.token}
                </a>
                <p className={health.tone === 'failed' ? 'text-red-700' : 'text-slate-600'}>
                  {health.label}: {health.detail}
                </p>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
