import type { TimezoneWindow } from '@cms/contract/eligibilityValues'

/**
 * The UTC-offset window a location line states ("UTC-5 to UTC+1", "CET +/- 3 hours", "GMT+8", "EST",
 * "UTC+5:30", "Europe (CET ±2h)", "PST to EST"), and the line with those phrases blanked out, so a time
 * zone's words ("Central European Time") are not read as places. Standard-time offsets: a window is
 * about working hours, not the daylight-saving calendar.
 */

const ABBREVIATIONS: Record<string, number> = {
  utc: 0, gmt: 0, wet: 0, bst: 1, cet: 1, cest: 2, eet: 2, eest: 3, msk: 3, wat: 1, sast: 2,
  gst: 4, pkt: 5, ist: 5.5, npt: 5.75, ict: 7, wib: 7, sgt: 8, hkt: 8, pht: 8, awst: 8, jst: 9, kst: 9,
  acst: 9.5, aest: 10, aedt: 11, nzst: 12, nzdt: 13,
  hst: -10, akst: -9, pst: -8, pdt: -7, mst: -7, mdt: -6, cst: -6, cdt: -5, est: -5, edt: -4, ast: -4, brt: -3,
}
const NAMED_ZONES: [RegExp, number][] = [
  // "Eastern or Central Time": the first name shares the second's "time".
  [/\bpacific(?=\s*(?:or|and|\/|to|-)\s*(?:mountain|central|eastern)\b[^;)]*\btime)/g, -8],
  [/\bmountain(?=\s*(?:or|and|\/|to|-)\s*(?:pacific|central|eastern)\b[^;)]*\btime)/g, -7],
  [/\bcentral(?=\s*(?:or|and|\/|to|-)\s*(?:pacific|mountain|eastern)\b[^;)]*\btime)/g, -6],
  [/\beastern(?=\s*(?:or|and|\/|to|-)\s*(?:pacific|mountain|central)\b[^;)]*\btime)/g, -5],
  [/\b(?:us )?pacific(?: standard)? time(?: zone)?\b/g, -8],
  [/\b(?:us )?mountain(?: standard)? time(?: zone)?\b/g, -7],
  [/\b(?:us )?central(?: standard)? time(?: zone)?\b/g, -6],
  [/\b(?:us )?eastern(?: standard)? time(?: zone)?\b/g, -5],
  [/\bcentral european(?: summer)? time(?: zone)?\b/g, 1],
  [/\beastern european time(?: zone)?\b/g, 2],
  [/\bwestern european time(?: zone)?\b/g, 0],
  [/\bindia(?:n)? standard time\b/g, 5.5],
]
/** Whole families of zones: "US time zones" is Hawaii to the East Coast. */
const ZONE_FAMILIES: [RegExp, TimezoneWindow][] = [
  [/\b(?:us|american?|north american?) (?:or|and|\/) europe(?:an)? (?:working )?(?:time ?zones?|hours)\b/g, { min: -10, max: 3 }],
  [/\b(?:us|u\.s\.|american|north american?) (?:working )?(?:time ?zones?|hours|business hours)\b/g, { min: -10, max: -4 }],
  [/\beurope(?:an)? (?:working )?(?:time ?zones?|hours|business hours)\b/g, { min: -1, max: 3 }],
]

/** Two-letter US zone names only count next to a zone word or another zone ("PT" is also Portugal). */
const SHORT_US_ZONES: Record<string, number> = { pt: -8, mt: -7, ct: -6, et: -5 }

const SIGNED = String.raw`([+-])\s*(\d{1,2})(?:[:.](\d{2}))?`
const OFFSET_OF = (sign: string, hours: string, minutes?: string) => (sign === '-' ? -1 : 1) * (Number(hours) + (minutes ? Number(minutes) / 60 : 0))

export interface TimezoneReading {
  window: TimezoneWindow | null
  /** The line with every time-zone phrase replaced by spaces (same length). */
  rest: string
}

/** `text` must already be lower case with ASCII signs (see parseEligibility's `clean`). */
export function readTimezoneWindow(text: string): TimezoneReading {
  const anchors: number[] = []
  let spread = 0
  let rest = text
  const blank = (start: number, length: number) => {
    rest = rest.slice(0, start) + ' '.repeat(length) + rest.slice(start + length)
  }
  const families: TimezoneWindow[] = []
  for (const [pattern, window] of ZONE_FAMILIES) {
    for (const m of rest.matchAll(pattern)) {
      families.push(window)
      blank(m.index, m[0].length)
    }
  }
  for (const [pattern, offset] of NAMED_ZONES) {
    for (const m of rest.matchAll(pattern)) {
      anchors.push(offset)
      blank(m.index, m[0].length)
    }
  }
  // "UTC+1", "GMT -5:30", "CET+2", "UTC" alone; then a bare "+3" after "to"/"and" ("UTC+1 to +3").
  const zoneNames = Object.keys(ABBREVIATIONS).join('|')
  const anchor = new RegExp(String.raw`\b(${zoneNames})\b(?:\s*${SIGNED}(?!\s*(?:h|hrs?|hours?)\b))?`, 'g')
  for (const m of rest.matchAll(anchor)) {
    const base = ABBREVIATIONS[m[1]!]!
    anchors.push(m[2] ? base + OFFSET_OF(m[2], m[3]!, m[4]) : base)
    blank(m.index, m[0].length)
  }
  const shortUs = /\b(pt|mt|ct|et)\b(?=\s*(?:time|hours|tz|timezone|zone|\)|\/|to\b|-\s*(?:pt|mt|ct|et)\b))|(?<=(?:\/|to|-)\s*)\b(pt|mt|ct|et)\b/g
  if (anchors.length || /\b(?:pt|mt|ct|et)\s*(?:time|hours|tz|timezone|zone)\b|\b(?:pt|mt|ct|et)\s*(?:\/|to|-)\s*(?:pt|mt|ct|et)\b/.test(rest)) {
    for (const m of rest.matchAll(shortUs)) {
      anchors.push(SHORT_US_ZONES[(m[1] ?? m[2])!]!)
      blank(m.index, m[0].length)
    }
  }
  if (anchors.length) {
    for (const m of rest.matchAll(new RegExp(String.raw`\b(?:to|and|through|until)\s*${SIGNED}\b`, 'g'))) {
      anchors.push(OFFSET_OF(m[1]!, m[2]!, m[3]))
      blank(m.index, m[0].length)
    }
    // "±2h", "+/- 3 hours", "+-4", "within 3 hours of": a spread around the anchors.
    for (const m of rest.matchAll(/(?:\+\/-|\+-|±)\s*(\d{1,2}(?:\.\d+)?)\s*(?:h|hrs?|hours?)?\b|\bwithin\s+(\d{1,2})\s*(?:h|hrs?|hours?)\s+(?:of)?/g)) {
      spread = Math.max(spread, Number(m[1] ?? m[2]))
      blank(m.index, m[0].length)
    }
  }
  const lows = [...anchors.map((a) => a - spread), ...families.map((f) => f.min)]
  const highs = [...anchors.map((a) => a + spread), ...families.map((f) => f.max)]
  if (!lows.length) return { window: null, rest }
  const clamp = (n: number) => Math.min(14, Math.max(-12, n))
  return { window: { min: clamp(Math.min(...lows)), max: clamp(Math.max(...highs)) }, rest }
}
