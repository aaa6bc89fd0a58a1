import { MailX } from 'lucide-react'
import { useHeadTags } from '@web/lib/headTags'
import { useUnsubscribe } from '../api/unsubscribe'
import { TokenLinkScreen } from '../components/TokenLinkScreen'

/** The page the unsubscribe link in every newsletter e-mail opens. */
export default function UnsubscribeScreen() {
  const mutation = useUnsubscribe()
  useHeadTags({ title: 'Unsubscribe | Nomad Jobs', robots: 'noindex' })
  return (
    <TokenLinkScreen
      icon={MailX}
      title="Unsubscribe from Nomad Updates"
      intro="Confirm to stop receiving our newsletter e-mails. You can subscribe again at any time."
      action="Unsubscribe"
      pending="Unsubscribing..."
      doneTitle="You're unsubscribed"
      invalid="This unsubscribe link is invalid or incomplete. Please use the link from one of our e-mails."
      mutation={mutation}
    />
  )
}
