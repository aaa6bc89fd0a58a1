import { useEffect, useState, type RefObject } from 'react'

/**
 * Marks an element that floating controls must never cover (a call to action near the right edge, a sticky
 * preview): spread it on the element, `<a {...KEEP_CLEAR}>`.
 */
export const KEEP_CLEAR = { 'data-keep-clear': '' } as const

const overlaps = (a: DOMRect, b: DOMRect) => a.width > 0 && a.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * True while a KEEP_CLEAR element lies under the floating element `ref` (measured on scroll, resize and
 * whenever the page's size changes), and until the first measurement: the server cannot know, so the
 * control shows only once the browser has checked that it covers nothing.
 */
export function useOverKeepClear(ref: RefObject<HTMLElement | null>, pathname: string): boolean {
  const [over, setOver] = useState(true)
  useEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      const box = ref.current?.getBoundingClientRect()
      if (!box) return
      setOver([...document.querySelectorAll('[data-keep-clear]')].some((element) => overlaps(box, element.getBoundingClientRect())))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    schedule()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    // A preview that grows while a form is typed into moves under the control without any scroll.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule)
    resized?.observe(document.body)
    return () => {
      if (frame) cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      resized?.disconnect()
    }
  }, [ref, pathname])
  return over
}
