// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => vi.useRealTimers())

async function freshStore() {
  vi.resetModules()
  return import('./useToast')
}

describe('toast store', () => {
  it('keeps at most one toast: the newest replaces the previous', async () => {
    const store = await freshStore()
    const { renderHook, act } = await import('@testing-library/react')
    const { result } = renderHook(() => store.useToasts())
    act(() => {
      store.toast({ title: 'First' })
      store.toast({ title: 'Second', variant: 'destructive' })
    })
    expect(result.current).toHaveLength(1)
    expect(result.current[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true })
  })

  it('removes a dismissed toast after 1,000,000 ms', async () => {
    vi.useFakeTimers()
    const store = await freshStore()
    const { renderHook, act } = await import('@testing-library/react')
    const { result } = renderHook(() => store.useToasts())
    let handle!: { dismiss: () => void }
    act(() => {
      handle = store.toast({ title: 'Saved' })
    })
    act(() => handle.dismiss())
    expect(result.current[0]?.open).toBe(false)
    act(() => vi.advanceTimersByTime(store.TOAST_REMOVE_DELAY_MS - 1))
    expect(result.current).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toHaveLength(0)
  })
})
