/** Product-wide constants shown in the shell. */
export const SITE_NAME = 'Nomad Jobs'
export const GUIDE_PRICE_LABEL = '$12.99'
export const SCROLL_TOP_DELAY_MS = 100
export const BACK_TO_TOP_THRESHOLD_PX = 300
