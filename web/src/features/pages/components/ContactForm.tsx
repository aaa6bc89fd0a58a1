import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useSearchParams } from 'react-router-dom'
import {
  CONTACT_FORM_ACTION,
  CONTACT_FORM_RESULT,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  CONTACT_TOPICS,
  contactRequestSchema,
  type ContactRequest,
  type ContactTopic,
} from '@cms/contract/contact'
import { ownValue } from '@cms/contract/ownKeys'
import { FormSubmit, FormSuccess } from '@web/components/ui/FormOutcome'
import { SelectField } from '@web/components/ui/SelectField'
import { TextAreaField } from '@web/components/ui/TextAreaField'
import { TextField } from '@web/components/ui/TextField'
import { failureMessage } from '@web/lib/apiErrorBody'
import { useSession } from '@web/lib/session/getSession'
import { useSendContactMessage } from '../api/sendContactMessage'

const TOPIC_OPTIONS = Object.entries(CONTACT_TOPICS).map(([value, label]) => ({ value, label }))
const topicOf = (value: string | null): ContactTopic | '' => (value && ownValue(CONTACT_TOPICS, value) ? (value as ContactTopic) : '')

/**
 * The contact page's form, under the editors' text. A real form (`POST CONTACT_FORM_ACTION`): without JavaScript
 * the browser checks the fields itself and the server answers with a redirect back here (`contact=sent`, or the
 * error and the short fields); with it, the fields are checked with the contract's messages and sent as JSON.
 * A signed-in visitor's name and address are filled in.
 */
export function ContactForm() {
  const [params] = useSearchParams()
  const { user } = useSession()
  const send = useSendContactMessage()
  const formRef = useRef<HTMLFormElement>(null)
  // What a refused form post sent back; also written into the server-rendered fields (defaultValue below), which
  // react-hook-form's defaultValues alone only fill once the script runs.
  const returned = {
    name: params.get(CONTACT_FORM_RESULT.name) ?? '',
    email: params.get(CONTACT_FORM_RESULT.email) ?? '',
    topic: topicOf(params.get(CONTACT_FORM_RESULT.topic)) as ContactTopic,
  }
  const form = useForm<ContactRequest>({
    resolver: zodResolver(contactRequestSchema) as never,
    defaultValues: { ...returned, message: '', [CONTACT_HONEYPOT_FIELD]: '' },
  })

  // Once the script runs, our messages replace the browser's own checks.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true
  }, [])
  useEffect(() => {
    if (!user) return
    if (!form.getValues('name') && user.fullName) form.setValue('name', user.fullName)
    if (!form.getValues('email')) form.setValue('email', user.email)
  }, [user, form])

  if (params.get(CONTACT_FORM_RESULT.sent) === 'sent' || send.isSuccess) return <FormSuccess message={send.data?.message ?? CONTACT_MESSAGES.sent} />

  const errors = form.formState.errors
  const onSubmit = form.handleSubmit((values) => send.mutate(values))
  return (
    <form ref={formRef} method="post" action={CONTACT_FORM_ACTION} onSubmit={onSubmit} className="mt-6 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Your name" autoComplete="name" required maxLength={CONTACT_LIMITS.name} defaultValue={returned.name} error={errors.name?.message} {...form.register('name')} />
        <TextField label="E-mail" type="email" autoComplete="email" required maxLength={254} placeholder="you@example.com" hint="We reply to this address." defaultValue={returned.email} error={errors.email?.message} {...form.register('email')} />
      </div>
      <SelectField label="Topic" required placeholder="Choose a topic" options={TOPIC_OPTIONS} defaultValue={returned.topic} error={errors.topic?.message} {...form.register('topic')} />
      <TextAreaField
        id="contact-message"
        label="Message"
        rows={7}
        required
        minLength={CONTACT_LIMITS.messageMin}
        maxLength={CONTACT_LIMITS.messageMax}
        hint={`Up to ${CONTACT_LIMITS.messageMax.toLocaleString('en-US')} characters. For an order, give the e-mail you bought with.`}
        error={errors.message?.message}
        {...form.register('message')}
      />
      {/* Bots fill in every field; people never see this one (a message with it is dropped). */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...form.register(CONTACT_HONEYPOT_FIELD)} />
      </div>
      <FormSubmit error={send.isError ? failureMessage(send.error) : params.get(CONTACT_FORM_RESULT.error)} busy={send.isPending} busyLabel="Sending...">
        Send message
      </FormSubmit>
    </form>
  )
}
