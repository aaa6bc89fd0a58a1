import { commerceSettings } from './settings'

/** The guide delivery e-mail (the backup to the thank-you page's download button). */
export function guideDownloadEmail(downloadUrl: string) {
  const hours = commerceSettings.downloadLinkTtlHours
  const limit = commerceSettings.downloadLimit
  const text = [
    'Thank you for buying the Ultimate Digital Nomad Guide (2025 edition)!',
    '',
    'Download your PDF here:',
    downloadUrl,
    '',
    `This personal link works for ${hours} hours and for up to ${limit} downloads in total. If it expires, open the thank-you page from your purchase again for a fresh link, or reply to this e-mail.`,
    '',
    'Safe travels,',
    'The Nomad Jobs team',
  ].join('\n')
  return { subject: 'Your Digital Nomad Guide is ready to download', text }
}
