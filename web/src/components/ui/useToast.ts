import { useEffect, useState, type ReactNode } from 'react'

/** Toast constants: one toast at a time; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY_MS = 1_000_000

export interface ToastInput {
  title?: ReactNode
  description?: ReactNode
  variant?: 'default' | 'destructive'
  /** Display time; Radix's default (5000 ms) when omitted. */
  duration?: number
}

export interface ToastItem extends ToastInput {
  id: string
  open: boolean
}

let counter = 0
let toasts: ToastItem[] = []
const listeners = new Set<(items: ToastItem[]) => void>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

function emit(next: ToastItem[]) {
  toasts = next
  for (const listener of listeners) listener(toasts)
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      emit(toasts.filter((t) => t.id !== id))
    }, TOAST_REMOVE_DELAY_MS),
  )
}

export function dismissToast(id?: string) {
  for (const t of toasts) if (!id || t.id === id) scheduleRemoval(t.id)
  emit(toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)))
}

/** Show a toast; the newest replaces older ones beyond TOAST_LIMIT. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = String(++counter)
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return { id, dismiss: () => dismissToast(id) }
}

export function useToasts(): ToastItem[] {
  const [items, setItems] = useState(toasts)
  useEffect(() => {
    listeners.add(setItems)
    return () => void listeners.delete(setItems)
  }, [])
  return items
}
