import { randomBytes, timingSafeEqual } from 'node:crypto'

/** A per-start secret: 128 bits, URL-safe. */
export function newToken(): string {
  return randomBytes(16).toString('base64url')
}

/** Compares without leaking, through timing, how much of a guess was right. */
export function tokenMatches(expected: string, given: string | null): boolean {
  if (given === null) return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
