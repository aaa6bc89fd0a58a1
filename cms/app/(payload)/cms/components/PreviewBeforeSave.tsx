'use client'
import { ExternalLinkIcon, PreviewButton, useConfig, useDocumentInfo, useForm, useFormFields, useLivePreviewContext } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useEffect } from 'react'

/**
 * The tab opened by a click on Preview before the first save. Kept outside React state on purpose: saving
 * a new post navigates to its edit screen, which mounts this button afresh, and that new button is the
 * one that learns the preview address and sends the tab there.
 */
let waitingTab: Window | null = null

/**
 * The post's Preview button, there from the start. Payload only shows Preview once a document is saved
 * (the signed preview link needs the post's slug and id). Before that, a click saves the post as a draft
 * (as "Save Draft" does, without publishing) and opens its preview in a new tab once the link exists.
 */
export function PreviewBeforeSave() {
  const { previewURL } = useLivePreviewContext()
  const { id, collectionSlug } = useDocumentInfo()
  const { submit } = useForm()
  const { config } = useConfig()
  const title = useFormFields(([fields]) => fields.title?.value)

  useEffect(() => {
    if (!previewURL || !waitingTab) return
    waitingTab.location.href = previewURL
    waitingTab = null
  }, [previewURL])

  if (previewURL) return <PreviewButton />
  const hasTitle = typeof title === 'string' && title.trim() !== ''
  const saveDraftAndPreview = async () => {
    // Opened now, inside the click: a tab opened after the save would be stopped by popup blockers.
    waitingTab = window.open('about:blank', '_blank')
    const action = formatAdminURL({ apiRoute: config.routes.api, path: `/${collectionSlug}${id ? `/${id}` : ''}?depth=0&draft=true` })
    await submit({ action, method: id ? 'PATCH' : 'POST', overrides: { _status: 'draft' }, skipValidation: true })
  }
  return (
    <button
      type="button"
      id="preview-button"
      className="preview-btn"
      aria-label="Preview"
      title={hasTitle ? 'Preview (saves a draft first)' : 'Add a title to preview'}
      disabled={!hasTitle}
      onClick={() => void saveDraftAndPreview()}
    >
      <ExternalLinkIcon />
    </button>
  )
}
