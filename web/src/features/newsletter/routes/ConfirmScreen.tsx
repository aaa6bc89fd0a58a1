import { MailCheck } from 'lucide-react'
import { useHeadTags } from '@web/lib/headTags'
import { useConfirmSubscription } from '../api/confirm'
import { TokenLinkScreen } from '../components/TokenLinkScreen'

/** The page the confirmation e-mail opens when an address that unsubscribed is subscribed again. */
export default function ConfirmScreen() {
  const mutation = useConfirmSubscription()
  useHeadTags({ title: 'Confirm your subscription | Nomad Jobs', robots: 'noindex' })
  return (
    <TokenLinkScreen
      icon={MailCheck}
      title="Confirm your Nomad Updates subscription"
      intro="Confirm to receive our newsletter e-mails again. You can unsubscribe at any time."
      action="Confirm subscription"
      pending="Confirming..."
      doneTitle="You're subscribed again"
      invalid="This confirmation link is invalid or incomplete. Please use the link from our e-mail."
      mutation={mutation}
    />
  )
}
