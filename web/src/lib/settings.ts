import { z } from 'zod'

const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)

/** The SPA's build-time settings (Vite inlines VITE_* variables); nothing else in web/src reads import.meta.env. */
export const SPA_SETTINGS_SCHEMA = z.object({
  VITE_ADSENSE_CLIENT: optionalText,
  VITE_ADS_CONVERSION_ID: optionalText,
  VITE_ADMIN_EMAIL: optionalText,
})

export const spaSettings = SPA_SETTINGS_SCHEMA.parse({
  VITE_ADSENSE_CLIENT: import.meta.env.VITE_ADSENSE_CLIENT,
  VITE_ADS_CONVERSION_ID: import.meta.env.VITE_ADS_CONVERSION_ID,
  VITE_ADMIN_EMAIL: import.meta.env.VITE_ADMIN_EMAIL,
})
