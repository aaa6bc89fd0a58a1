import { ArrowLeft, CheckCircle2, ExternalLink, RefreshCw, ShieldAlert, Upload, XCircle } from 'lucide-react'
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { Link } from 'react-router-dom'
import { toast } from '@web/components/ui/useToast'
import { ApiError } from '@web/lib/apiClient'
import { useGuideInfo } from '../api/getGuideInfo'
import { UploadNetworkError, UploadStatusError, useUploadGuide } from '../api/uploadGuide'
import { Button } from '@web/components/ui/Button'
import { Card } from '@web/components/ui/Card'
import { Spinner } from '@web/components/ui/Spinner'
import { formatLastModified, formatFileSize, guideFileProblem } from '../guideFile'

function GuideStatusCard() {
  const info = useGuideInfo()
  const unauthorized = info.error instanceof ApiError && (info.error.status === 401 || info.error.status === 403)

  useEffect(() => {
    if (info.isError && !unauthorized) toast({ title: 'Error', description: 'Failed to check the guide file status.', variant: 'destructive' })
  }, [info.isError, unauthorized])

  if (unauthorized) {
    return (
      <div role="alert" className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
        <ShieldAlert size={20} aria-hidden className="mt-0.5 shrink-0" />
        <div>
          <p className="font-semibold">Unauthorized</p>
          <p className="text-sm">You need to be logged in as an administrator to access this page.</p>
        </div>
      </div>
    )
  }

  const guide = info.data
  return (
    <Card title="Current Guide Status">
      {info.isLoading || info.isFetching ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> Checking guide status...
        </p>
      ) : guide?.fileExists ? (
        <div className="space-y-3">
          <p className="flex items-center gap-2 font-medium text-green-700">
            <CheckCircle2 size={18} aria-hidden /> Guide Available
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">File name</dt>
            <dd className="text-slate-900">{guide.fileName}</dd>
            <dt className="text-slate-500">File size</dt>
            <dd className="text-slate-900">{formatFileSize(guide.fileSize)}</dd>
            <dt className="text-slate-500">Pages</dt>
            <dd className="text-slate-900">{guide.pageCount ?? 'Unknown'}</dd>
            <dt className="text-slate-500">Last modified</dt>
            <dd className="text-slate-900">{formatLastModified(guide.lastModified)}</dd>
          </dl>
          {guide.downloadUrl && (
            <Button variant="outline" onClick={() => window.open(guide.downloadUrl!, '_blank', 'noopener')}>
              <ExternalLink size={16} aria-hidden /> Preview Guide
            </Button>
          )}
        </div>
      ) : (
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <XCircle size={18} aria-hidden className="mt-0.5 shrink-0 text-red-600" />
          <span>
            <strong>Guide Not Available:</strong> The digital nomad guide PDF has not been uploaded yet.
          </span>
        </p>
      )}
      <div className="mt-4">
        <Button variant="outline" onClick={() => info.refetch()} disabled={info.isFetching}>
          <RefreshCw size={16} aria-hidden /> Refresh Status
        </Button>
      </div>
    </Card>
  )
}

function UploadCard() {
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState(0)
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadGuide(setProgress)

  // A refused file's reason stays under the field (the toast goes after a few seconds, and the button is disabled).
  const [refusal, setRefusal] = useState('')

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null
    setRefusal('')
    if (!picked) return setFile(null)
    const problem = guideFileProblem(picked)
    if (problem) {
      toast({ ...problem, variant: 'destructive' })
      setRefusal(`${picked.name} is not accepted. ${problem.title === 'Invalid File' ? 'The guide must be a PDF file.' : problem.description}`)
      event.target.value = ''
      return setFile(null)
    }
    setFile(picked)
  }

  const send = () => {
    const problem = guideFileProblem(file)
    if (problem || !file) return toast({ ...problem!, variant: 'destructive' })
    setProgress(0)
    upload.mutate(file, {
      onSuccess: () => {
        toast({ title: 'Upload Successful', description: 'The digital nomad guide has been uploaded successfully.' })
        setFile(null)
        setProgress(0)
        if (input.current) input.current.value = ''
      },
      onError: (error) => {
        const description =
          error instanceof UploadStatusError
            ? `Server returned status ${error.status}`
            : error instanceof UploadNetworkError
              ? 'Network error occurred during upload.'
              : 'An error occurred while uploading the file.'
        toast({ title: 'Upload Failed', description, variant: 'destructive' })
        setProgress(0)
      },
    })
  }

  return (
    <Card title="Upload Guide PDF">
      <label htmlFor="guide-file" className="block text-sm font-medium text-slate-800">
        Guide PDF
      </label>
      <input
        ref={input}
        id="guide-file"
        type="file"
        accept="application/pdf,.pdf"
        onChange={choose}
        disabled={upload.isPending}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? 'guide-file-refusal' : undefined}
        className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700"
      />
      <p className="mt-2 text-xs text-slate-500">PDF file only, maximum 25MB. Will be renamed to digital-nomad-guide-2025.pdf</p>
      {refusal && (
        <p id="guide-file-refusal" role="alert" className="mt-2 text-sm font-medium text-red-700">
          {refusal}
        </p>
      )}
      {file && (
        <p className="mt-3 text-sm text-slate-700" data-testid="selected-file">
          Selected: {file.name} ({formatFileSize(file.size)})
        </p>
      )}
      {upload.isPending && (
        <div className="mt-4">
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress}%` }} />
          </div>
          <p className="mt-1 text-right text-xs text-slate-600">{progress}%</p>
        </div>
      )}
      <div className="mt-4">
        <Button onClick={send} busy={upload.isPending} disabled={!file}>
          {!upload.isPending && <Upload size={16} aria-hidden />}
          Upload Guide
        </Button>
      </div>
    </Card>
  )
}

/** /admin/guide: the guide's status and its upload. */
export default function GuideManagementScreen() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/admin" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft size={16} aria-hidden /> Back to Admin Panel
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Guide Management</h1>
      <p className="mt-1 text-slate-600">Upload and manage the Digital Nomad Guide PDF</p>
      <div className="mt-8 space-y-6">
        <GuideStatusCard />
        <UploadCard />
      </div>
    </div>
  )
}
