import { describe, expect, it } from 'vitest'
import { EMPTY_PICK } from '@web/lib/jobs/whoMayApplyText'
import { draftIdFrom, readDraft, storeDraft } from './draftStore'
import { emptyJobPostForm } from './formValues'

const memory = () => {
  const items = new Map<string, string>()
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) }
}

describe('draftStore', () => {
  it('gives back the draft of the post the address names, and only that one', () => {
    const storage = memory()
    const values = { ...emptyJobPostForm('featured'), title: 'Backend Engineer' }
    storeDraft({ id: 7, token: 'secret', values, pick: { ...EMPTY_PICK, countries: ['PT'] } }, storage)
    expect(readDraft(7, storage)).toMatchObject({ id: 7, token: 'secret', values: { title: 'Backend Engineer', tier: 'featured' }, pick: { countries: ['PT'] } })
    expect(readDraft(8, storage)).toBeNull()
  })

  it('reads nothing from broken or blocked storage', () => {
    const storage = memory()
    storage.setItem('nomad.jobPostDraft', '{"id":7')
    expect(readDraft(7, storage)).toBeNull()
    expect(readDraft(7, { getItem: () => { throw new Error('blocked') } })).toBeNull()
  })

  it("reads the post's id from ?post=", () => {
    expect(draftIdFrom(new URLSearchParams('post=12'))).toBe(12)
    for (const query of ['', 'post=abc', 'post=-1', 'post=1.5']) expect(draftIdFrom(new URLSearchParams(query))).toBeNull()
  })
})
