import { AlertCircle, CheckCircle2, Clock, Download, RefreshCw } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { toast } from '@web/components/ui/useToast'
import { useConfirmSuccess } from '@web/features/commerce/api/confirmSuccess'
import { NoIndex } from '../components/NoIndex'
import { Spinner } from '@web/components/ui/Spinner'
import { Button } from '@web/components/ui/Button'

export const DOWNLOAD_PROCESSING_MS = 2000

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function MoreLinks() {
  return (
    <div className="mt-10 flex flex-wrap justify-center gap-4 text-sm">
      <Link to="/blog" className="inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline">
        Read the Nomad Blog
      </Link>
      <Link to="/jobs" className="inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline">
        Browse Remote Jobs
      </Link>
    </div>
  )
}

/**
 * Without its query fields the page cannot know any purchase: it says only that (no thanks, no download button,
 * which could only fail).
 */
function MissingInformation() {
  return (
    <>
      <AlertCircle size={56} className="mx-auto text-red-600" aria-hidden />
      <h1 className="mt-6 text-3xl font-bold text-slate-900">Missing information</h1>
      <p role="alert" className="mx-auto mt-4 max-w-lg rounded-lg bg-red-50 p-4 text-sm text-red-700">
        Some information about your purchase is missing. Please contact support.
      </p>
      <p className="mx-auto mt-4 max-w-lg text-sm text-slate-600">
        If you paid, the download link is in the e-mail we sent you. Looking for the guide?{' '}
        <Link to="/digital-nomad-guide" className="font-medium text-brand-700 hover:underline">
          See the Digital Nomad Guide
        </Link>
        .
      </p>
      <MoreLinks />
    </>
  )
}

/** The purchase named by session_id and email: confirmed with the server, then the download. */
function Purchase({ sessionId, email }: { sessionId: string; email: string }) {
  const confirm = useConfirmSuccess()
  const started = useRef(false)
  const [processing, setProcessing] = useState(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    // A confirm failure is only logged; the webhook fulfils the order anyway.
    confirm.mutate({ sessionId, email }, { onError: (error) => console.error('Purchase confirmation failed', error) })
  }, [confirm, email, sessionId])

  const onDownload = async () => {
    setProcessing(true)
    // The payment may have completed since the page opened: ask again when there is no link yet.
    const [latest] = await Promise.all([
      confirm.data?.downloadUrl ? Promise.resolve(confirm.data) : confirm.mutateAsync({ sessionId, email }).catch(() => null),
      wait(DOWNLOAD_PROCESSING_MS),
    ])
    setProcessing(false)
    if (latest?.downloadUrl) {
      window.open(latest.downloadUrl, '_blank')
      toast({ title: 'Download started', description: 'Your guide opens in a new window. We also e-mailed you the download link.' })
    } else {
      toast({
        title: 'Download not ready yet',
        description: "We couldn't confirm your payment yet. Please use the link in your e-mail or try again in a minute.",
        variant: 'destructive',
      })
    }
  }

  if (confirm.isIdle || confirm.isPending)
    return (
      <div role="status" className="flex flex-col items-center gap-4">
        <Spinner large />
        <p className="text-slate-600">Confirming your purchase...</p>
      </div>
    )
  // Only a confirmed payment says 'complete' and offers the download; until then the page says so.
  const confirmed = Boolean(confirm.data?.downloadUrl)
  return (
    <>
      {confirmed ? <CheckCircle2 size={56} className="mx-auto text-brand-600" aria-hidden /> : <Clock size={56} className="mx-auto text-amber-600" aria-hidden />}
      <h1 className="mt-6 text-3xl font-bold text-slate-900">Thank You for Your Purchase!</h1>
      {confirmed ? (
        <p className="mt-4 text-slate-600">
          Your payment for the Ultimate Digital Nomad Guide is complete. A download link is also on its way to <strong>{email}</strong>.
        </p>
      ) : (
        <p role="status" className="mx-auto mt-4 max-w-lg text-slate-600">
          We're still confirming your payment with our payment provider. As soon as it is confirmed, we e-mail the download link to <strong>{email}</strong>; you
          can also check again here in a minute.
        </p>
      )}
      <Button size="xl" className="mt-8 shadow" onClick={onDownload} busy={processing} busyLabel="Processing...">
        {confirmed ? <Download size={20} aria-hidden /> : <RefreshCw size={20} aria-hidden />}
        {confirmed ? 'Download Guide' : 'Check Payment Status'}
      </Button>
      <MoreLinks />
    </>
  )
}

/** /payment-success?session_id=...&email=...: one state at a time: missing information, confirming, pending or paid. */
export default function PaymentSuccessScreen() {
  const [params] = useSearchParams()
  const sessionId = params.get('session_id')
  const email = params.get('email')
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <NoIndex />
      {sessionId && email ? <Purchase sessionId={sessionId} email={email} /> : <MissingInformation />}
    </section>
  )
}
