import { z } from 'zod'

const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)

/**
 * The SPA's build-time settings (VITE_* variables). They are checked when the SPA is built (`web/vite.config.ts`
 * parses them and inlines the result as `__SPA_SETTINGS__`), so this schema and zod stay out of the browser's
 * scripts; `settings.ts` is what the app reads.
 */
/** An address of one of our own accounts elsewhere (https only), or unset. */
const optionalAccountUrl = optionalText.pipe(z.url({ protocol: /^https$/, error: 'Give the full https:// address of the account.' }).optional())

export const SPA_SETTINGS_SCHEMA = z.object({
  VITE_ADSENSE_CLIENT: optionalText,
  VITE_ADS_CONVERSION_ID: optionalText,
  VITE_ADMIN_EMAIL: optionalText,
  /** The footer's social icons link to our accounts; an icon whose address is unset is not shown. */
  VITE_SOCIAL_X_URL: optionalAccountUrl,
  VITE_SOCIAL_LINKEDIN_URL: optionalAccountUrl,
  VITE_SOCIAL_INSTAGRAM_URL: optionalAccountUrl,
})

export type SpaSettings = z.output<typeof SPA_SETTINGS_SCHEMA>

/** Vite's `define` entry that inlines the parsed settings (a bad value fails the build, not the page). */
export function spaSettingsDefine(env: Record<string, string | undefined>): Record<string, string> {
  return { __SPA_SETTINGS__: JSON.stringify(SPA_SETTINGS_SCHEMA.parse(env)) }
}
