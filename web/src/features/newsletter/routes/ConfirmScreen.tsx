import { MailCheck } from 'lucide-react'
import { TokenLinkScreen } from '@web/components/newsletter/TokenLinkScreen'
import { PageHead } from '@web/lib/PageHead'
import { NEWSLETTER_CONFIRM_MEANS } from '@cms/contract/newsletterValues'
import { useConfirmSubscription } from '../api/confirm'

/**
 * The page the confirmation e-mail opens (double opt-in: a new subscription, or an address that unsubscribed):
 * it says what confirming means before its button.
 */
export default function ConfirmScreen() {
  const mutation = useConfirmSubscription()
  return (
    <>
      <PageHead title="Confirm your subscription | Nomad Jobs" robots="noindex" />
      <TokenLinkScreen
        icon={MailCheck}
        title="Confirm your Nomad Updates subscription"
        intro={NEWSLETTER_CONFIRM_MEANS}
        action="Confirm subscription"
        pending="Confirming..."
        doneTitle="You're subscribed"
        invalid="This confirmation link is invalid or incomplete. Please use the link from our e-mail."
        mutation={mutation}
      />
    </>
  )
}
