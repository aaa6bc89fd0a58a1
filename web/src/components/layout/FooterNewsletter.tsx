import { useEffect, useRef, useState } from 'react'
import type { NewsletterForm } from '@web/components/newsletter/NewsletterForm'

const loadForm = () => import('@web/components/newsletter/NewsletterForm')

/**
 * The footer's newsletter form, loaded when the footer comes near the screen: its form and validation libraries
 * stay out of every page's first script. The space it takes is reserved, so nothing moves when it arrives.
 */
export function FooterNewsletter() {
  const [Form, setForm] = useState<typeof NewsletterForm | null>(null)
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let live = true
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void loadForm().then((module) => live && setForm(() => module.NewsletterForm))
      },
      { rootMargin: '400px' },
    )
    if (box.current) observer.observe(box.current)
    return () => {
      live = false
      observer.disconnect()
    }
  }, [])
  return (
    <div ref={box} className="min-h-[104px]">
      {Form && <Form variant="compact" source="footer" title="Get Nomad Updates" subtitle="Latest jobs and travel tips in your inbox." showConsent={false} />}
    </div>
  )
}
