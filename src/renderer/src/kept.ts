/**
 * Small choices the console keeps in the browser: for good (`'browser'`, localStorage) or
 * for this tab (`'tab'`, sessionStorage, so a reload keeps them). A browser that keeps
 * nothing (private modes, storage off) simply forgets them: nothing else depends on them.
 */
type Where = 'browser' | 'tab'

function storage(where: Where): Storage | undefined {
  return where === 'browser' ? globalThis.localStorage : globalThis.sessionStorage
}

export function readKept(where: Where, key: string): string | null {
  try {
    return storage(where)?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function keep(where: Where, key: string, value: string): void {
  try {
    storage(where)?.setItem(key, value)
  } catch {
    // Forgotten at the next load: see above.
  }
}

/** Forgets a choice kept here, once it is kept somewhere better. */
export function forget(where: Where, key: string): void {
  try {
    storage(where)?.removeItem(key)
  } catch {
    // A browser that keeps nothing has nothing to forget.
  }
}
