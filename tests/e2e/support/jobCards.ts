import type { Page } from '@playwright/test'

/** The job links of the list's cards on the page, in order. */
export const cardLinks = (page: Page) =>
  page
    .getByTestId('job-card')
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))
