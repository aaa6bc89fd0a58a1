// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@web/test/renderWithProviders'
import { answerByPath, sentRequests, stubFetch } from '@web/test/stubFetch'
import { SalaryDistributionChart } from './SalaryDistributionChart'

const chart = <SalaryDistributionChart subject={{ kind: 'category', slug: 'design' }} heading="What Design jobs pay" fallback={<p>Typical salaries: $60k-120k</p>} />

describe('SalaryDistributionChart', () => {
  it("shows the page's own figures where at least five jobs state a salary: a chart hidden from screen readers and the sentence they read", async () => {
    const fetchMock = stubFetch(answerByPath({ '/api/salary-distribution': () => Response.json({ distribution: { count: 30, q1: 67_125, median: 84_500, q3: 122_375, currency: 'USD', ratesDate: '2026-10-02' } }) }))
    renderWithProviders(chart)
    const section = await screen.findByRole('region', { name: 'What Design jobs pay' })
    expect(sentRequests(fetchMock).map((sent) => sent.url)).toEqual(['/api/salary-distribution?category=design'])
    expect(section.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByRole('figure').textContent).toContain('Median $85k a year. Half of the 30 jobs that state a salary pay between $67k and $122k.')
    expect(section.textContent).toContain('ECB rates of October 2, 2026')
    expect(screen.queryByText('Typical salaries: $60k-120k')).toBeNull()
  })

  it("keeps the page's fixed text while fewer than five do", async () => {
    const fetchMock = stubFetch(answerByPath({ '/api/salary-distribution': () => Response.json({ distribution: null }) }))
    renderWithProviders(chart)
    await waitFor(() => expect(fetchMock.mock.results.length).toBe(1))
    expect((await fetchMock.mock.results[0]!.value).status).toBe(200)
    expect(await screen.findByText('Typical salaries: $60k-120k')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'What Design jobs pay' })).toBeNull()
  })
})
