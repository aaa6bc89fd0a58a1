import { useState, type FormEvent } from 'react'
import { Button } from '@web/components/ui/Button'
import { TextField } from '@web/components/ui/TextField'
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
  const [url, setUrl] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    connect.mutate(url, { onSuccess: () => setUrl('') })
  }
  return (
    <div className="space-y-3 border-t border-slate-100 pt-4 text-sm">
      <h3 className="font-semibold text-slate-900">Your job board</h3>
      <p className="text-slate-600">
        Use Greenhouse, Lever, Ashby or Workable? Connect {company}'s careers page and every remote opening on it appears here as {company}'s job, without a
        post. We read it every few hours; on-site and hybrid roles are left out.
      </p>
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
        <TextField
          label="Careers page URL"
          name="careersUrl"
          type="url"
          placeholder="https://jobs.lever.co/your-company"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value)
            if (connect.isError) connect.reset()
          }}
          error={connect.isError ? failureMessage(connect.error) : undefined}
          className="flex-1"
        />
        <Button type="submit" busy={connect.isPending} busyLabel="Connecting..." disabled={!url.trim()} className="sm:mt-6">
          Connect board
        </Button>
      </form>
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
