import { NEWSLETTER_FOOTER_ANCHOR, NEWSLETTER_FOOTER_SOURCE, NEWSLETTER_FOOTER_TEXTS, NEWSLETTER_FORM_RESULT } from '@cms/contract/newsletterFooter'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import type { NewsletterForm } from '@web/components/newsletter/NewsletterForm'
import { useSlots } from '@web/components/slots'

const loadForm = () => import('@web/components/newsletter/NewsletterForm')

/** In the browser, the server's form is an element whose inner HTML React leaves as the server wrote it. */
const KEEP_SERVER_HTML = { __html: '' }

/** The scripted form, with what was typed into the server's form it replaces and whether that had the focus. */
interface LiveForm {
  Form: typeof NewsletterForm
  email: string
  focused: boolean
}

/**
 * The footer's newsletter form. The server writes a plain form (FooterNewsletterServerForm, through its slot) that
 * works without JavaScript; the browser keeps that HTML until the footer comes near the screen, then the scripted
 * form (validation, pending state, toasts) takes its place, keeping what was typed. The scripted form's libraries
 * load only then, and the server's form is in no script, so neither weighs on every page's first script. Both
 * draw NewsletterFormView, so nothing moves. A page showing a form post's outcome keeps it until the visitor moves on.
 */
export function FooterNewsletter() {
  const { ServerFooterNewsletter } = useSlots()
  const outcome = new URLSearchParams(useLocation().search).get(NEWSLETTER_FORM_RESULT.outcome)
  const [live, setLive] = useState<LiveForm | null>(null)
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (outcome) return
    let active = true
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void loadForm().then((module) => {
          const typed = box.current?.querySelector<HTMLInputElement>('input[name="email"]')
          if (active) setLive({ Form: module.NewsletterForm, email: typed?.value ?? '', focused: Boolean(typed) && document.activeElement === typed })
        })
      },
      { rootMargin: '400px' },
    )
    if (box.current) observer.observe(box.current)
    return () => {
      active = false
      observer.disconnect()
    }
  }, [outcome])

  return (
    <div ref={box} id={NEWSLETTER_FOOTER_ANCHOR} className="min-h-[104px]">
      {live && !outcome ? (
        <live.Form variant="compact" source={NEWSLETTER_FOOTER_SOURCE} {...NEWSLETTER_FOOTER_TEXTS} showConsent={false} defaultEmail={live.email} focusEmail={live.focused} />
      ) : ServerFooterNewsletter ? (
        <div>
          <ServerFooterNewsletter />
        </div>
      ) : (
        <div dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
      )}
    </div>
  )
}
