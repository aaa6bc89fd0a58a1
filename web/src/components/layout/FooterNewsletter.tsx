import { useEffect, useState } from 'react'
import type { NewsletterForm } from '@web/components/newsletter/NewsletterForm'

const loadForm = () => import('@web/components/newsletter/NewsletterForm')

/**
 * The footer's newsletter form, loaded after the page is interactive: its form and validation libraries stay
 * out of every page's first script. The space it takes is reserved, so nothing moves when it arrives.
 */
export function FooterNewsletter() {
  const [Form, setForm] = useState<typeof NewsletterForm | null>(null)
  useEffect(() => {
    let live = true
    void loadForm().then((module) => live && setForm(() => module.NewsletterForm))
    return () => {
      live = false
    }
  }, [])
  return (
    <div className="min-h-[104px]">
      {Form && <Form variant="compact" source="footer" title="Get Nomad Updates" subtitle="Latest jobs and travel tips in your inbox." showConsent={false} />}
    </div>
  )
}
