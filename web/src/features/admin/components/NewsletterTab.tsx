import { useEffect } from 'react'
import { toast } from '@web/components/ui/useToast'
import { useNewsletterCount } from '../api/getNewsletterCount'
import { Card, Spinner } from './ui'

/** The Newsletter tab: only the subscriber count comes from the server (spec 2 §3). */
export function NewsletterTab() {
  const count = useNewsletterCount()
  useEffect(() => {
    if (count.isError) toast({ title: 'Error', description: 'Failed to fetch newsletter subscribers. Please try again.', variant: 'destructive' })
  }, [count.isError])
  return (
    <Card title="Newsletter" description="Subscribers from the newsletter form and checkout.">
      {count.isLoading ? (
        <Spinner className="h-5 w-5 text-brand-600" />
      ) : (
        <p className="text-sm text-slate-700">
          Subscribers: <strong data-testid="subscriber-count">{count.data ?? 0}</strong>
        </p>
      )}
    </Card>
  )
}
