import type { SpaSettings } from './settingsSchema'

declare const __SPA_SETTINGS__: SpaSettings

/** The SPA's settings, parsed when it was built (see settingsSchema.ts); nothing else in web/src reads import.meta.env. */
export const spaSettings: SpaSettings = __SPA_SETTINGS__
