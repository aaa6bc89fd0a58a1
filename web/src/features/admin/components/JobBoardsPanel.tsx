import { ExternalLink } from 'lucide-react'
import { ToggleSwitch } from '@web/components/ui/ToggleSwitch'
import { CareersUrlForm } from '@web/components/CareersUrlForm'
import { Button } from '@web/components/ui/Button'
import { Card } from '@web/components/ui/Card'
import { ConfirmDialog } from '@web/components/ui/ConfirmDialog'
import { toast } from '@web/components/ui/useToast'
import { failureMessage } from '@web/lib/apiErrorBody'
import { timeAgo } from '@web/lib/dates'
import { useAddJobBoard, useJobBoards, useRemoveJobBoard, useSetJobBoardEnabled } from '../api/jobBoards'
import { boardHealth, type BoardHealth, type JobBoardView } from '@web/lib/boardHealth'

const TONE: Record<BoardHealth['tone'], string> = {
  ok: 'bg-emerald-50 text-emerald-800',
  failed: 'bg-red-50 text-red-800',
  waiting: 'bg-slate-100 text-slate-700',
}

/** The admin's careers-URL form; the board is read by the next import. */
function AddBoardForm() {
  const add = useAddJobBoard()
  return (
    <CareersUrlForm
      mutation={add}
      submitLabel="Add board"
      busyLabel="Adding..."
      placeholder="https://jobs.lever.co/acme"
      onDone={(board) => toast({ title: 'Job board added', description: `${board.atsName} board "${board.token}": the next import reads it.` })}
    />
  )
}

function BoardRow({ board }: { board: JobBoardView }) {
  const setEnabled = useSetJobBoardEnabled()
  const remove = useRemoveJobBoard()
  const health = boardHealth(board.lastRun)
  const failed = (what: string) => (error: unknown) => toast({ title: 'Error', description: `${what}: ${failureMessage(error)}`, variant: 'destructive' })
  return (
    <li data-testid={`job-board-${board.ats}-${board.token}`} className="py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-medium break-words text-slate-900">{board.company}</h3>
            <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${TONE[health.tone]}`}>{health.label}</span>
          </div>
          <a href={board.careersUrl} target="_blank" rel="noreferrer" className="mt-1 inline-flex items-center gap-1 text-sm break-all text-brand-700 hover:underline">
            {board.atsName} · {board.token}
            <ExternalLink size={14} aria-hidden />
          </a>
        </div>
        <div className="flex items-center gap-3">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <ToggleSwitch
              checked={board.enabled}
              disabled={setEnabled.isPending}
              onCheckedChange={(enabled) => setEnabled.mutate({ id: board.id, enabled }, { onError: failed('Could not change the board') })}
              label={`${board.company} board enabled`}
            />
            {board.enabled ? 'Enabled' : 'Disabled'}
          </label>
          <ConfirmDialog
            trigger={
              <Button variant="outline-danger" busy={remove.isPending}>
                Remove
              </Button>
            }
            title={`Remove ${board.company}'s board?`}
            description="Its jobs listed here are expired now; adding the board again later lists its open postings again."
            confirmLabel="Remove board"
            onConfirm={() => remove.mutate(board.id, { onError: failed('Could not remove the board') })}
          />
        </div>
      </div>
      <p className={`mt-2 text-sm ${health.tone === 'failed' ? 'text-red-700' : 'text-slate-600'}`}>
        {board.lastRun && <span className="text-slate-500">Last run {timeAgo(new Date(board.lastRun.at), new Date())}: </span>}
        {health.detail}
      </p>
    </li>
  )
}

/** Employers' own job boards: add one from its careers URL, see each board's health, switch it off or remove it. */
export function JobBoardsPanel() {
  const boards = useJobBoards()
  return (
    <Card
      title="Company Job Boards"
      description="Employers' public Greenhouse, Lever, Ashby and Workable boards. Each import reads every enabled board; only remote postings are listed, and a board switched off or removed has its jobs expired."
    >
      <AddBoardForm />
      {boards.isError && <p className="mt-4 text-sm text-red-700">Failed to load the job boards. {failureMessage(boards.error)}</p>}
      {boards.data &&
        (boards.data.boards.length ? (
          <ul className="mt-4 divide-y divide-slate-100" aria-label="Job boards">
            {boards.data.boards.map((board) => (
              <BoardRow key={board.id} board={board} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-slate-600">No job boards yet: add a careers page above.</p>
        ))}
    </Card>
  )
}
