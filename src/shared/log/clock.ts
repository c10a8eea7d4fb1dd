const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

interface LocalTime {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

/**
 * A timestamp's date and time in a time zone, from numeric parts only, so an export reads
 * the same whatever the ICU version words dates like. An unknown zone falls back to UTC.
 */
function localTime(iso: string, timeZone: string): LocalTime {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }
  let format: Intl.DateTimeFormat
  try {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone })
  } catch {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' })
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]))
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour) % 24, minute: Number(parts.minute) }
}

const twoDigits = (n: number) => String(n).padStart(2, '0')

/** "19:04": when an entry was made, as the table's clock showed it. */
export function clockTime(iso: string, timeZone: string): string {
  const t = localTime(iso, timeZone)
  return `${twoDigits(t.hour)}:${twoDigits(t.minute)}`
}

/** "1 January 2026, 19:00": when a session started. */
export function dayAndTime(iso: string, timeZone: string): string {
  const t = localTime(iso, timeZone)
  return `${t.day} ${MONTHS[t.month - 1]} ${t.year}, ${twoDigits(t.hour)}:${twoDigits(t.minute)}`
}

/** "2026-01-01": the day a session started, for file names that sort by date. */
export function isoDay(iso: string, timeZone: string): string {
  const t = localTime(iso, timeZone)
  return `${t.year}-${twoDigits(t.month)}-${twoDigits(t.day)}`
}
