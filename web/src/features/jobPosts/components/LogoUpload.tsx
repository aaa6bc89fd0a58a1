import { LOGO_MIME_TYPES } from '@cms/contract/jobPosts'
import { useState } from 'react'
import { CompanyLogo } from '@web/components/jobs/CompanyLogo'
import { failureMessage } from '@web/lib/apiErrorBody'
import { useUploadJobPostLogo } from '../api/uploadJobPostLogo'
import { LOGO_RULES, logoProblem } from '../lib/logoRules'

/** The company logo: the current one, and a file input that sends an image at once (checked here, then by the server). */
export function LogoUpload({ id, token, companyName, logo }: { id: number; token: string; companyName: string; logo: string | null }) {
  const upload = useUploadJobPostLogo(id, token)
  const [problem, setProblem] = useState<string | null>(null)
  const choose = (file: File | undefined) => {
    if (!file) return
    const refused = logoProblem(file)
    setProblem(refused)
    if (!refused) upload.mutate(file)
  }
  const error = problem ?? (upload.isError ? failureMessage(upload.error) : null)
  return (
    <div className="flex items-start gap-4">
      <CompanyLogo key={logo ?? 'none'} name={companyName} logo={logo} size={64} />
      <div className="min-w-0 flex-1">
        <label htmlFor="post-logo" className="mb-1 block text-sm font-medium text-slate-700">
          {logo ? 'Replace the logo' : 'Upload your logo'}
        </label>
        <input
          id="post-logo"
          type="file"
          accept={LOGO_MIME_TYPES.join(',')}
          aria-describedby="post-logo-rules"
          disabled={upload.isPending}
          onChange={(event) => {
            choose(event.target.files?.[0])
            event.target.value = ''
          }}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
        />
        <p id="post-logo-rules" className="mt-1 text-xs text-slate-500">
          {LOGO_RULES}. Square images look best.
        </p>
        {upload.isPending && <p role="status" className="mt-1 text-sm text-slate-600">Uploading…</p>}
        {upload.isSuccess && !problem && <p role="status" className="mt-1 text-sm text-brand-700">Logo saved.</p>}
        {error && (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
    </div>
  )
}
