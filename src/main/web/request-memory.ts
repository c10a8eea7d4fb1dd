import type { Envelope } from '@shared/ipc/errors'

/** How much the host remembers: pages, and answers per page. */
export interface RequestMemoryLimits {
  /** Pages remembered at once; the one heard from longest ago is forgotten first. */
  pages: number
  /** Answers remembered per page; its oldest is forgotten first. */
  answers: number
}

/**
 * A page resends only what was on its way when its connection dropped, a handful of
 * requests; 64 answers per page cover that many times over, for a few GM windows and
 * displays. Most answers are views that share their parts with the views the host keeps, so
 * a remembered answer costs little beyond what the host holds anyway.
 */
export const REQUEST_MEMORY_LIMITS: RequestMemoryLimits = { pages: 16, answers: 64 }

/**
 * The answers the web host gave each page lately, by request id, so that a request sent
 * again (its answer was lost when the connection dropped, and the page resends it once it is
 * back) is answered from memory rather than done twice: "next turn" pressed once moves the
 * fight one turn, whatever the network did. A request still running when its copy comes is
 * answered when it ends, by the same answer.
 *
 * A page is known by the id it gives in its hello, with its audience: a player display can
 * never be answered from a GM page's memory. Memory is bounded on both counts, so no client
 * can grow it: a page forgotten, or an answer pushed out by newer ones, is simply run again.
 * It lives as long as the host: a restarted host has forgotten every answer.
 */
export class RequestMemory {
  private readonly pages = new Map<string, Map<string, Promise<Envelope<unknown>>>>()

  constructor(private readonly limits: RequestMemoryLimits = REQUEST_MEMORY_LIMITS) {}

  /**
   * The answer to request `id` of `page`: remembered when the page asked it before, else
   * what `run` gives, remembered. `run` must not throw (the dispatcher wraps every failure in
   * an envelope); if it does anyway, nothing is remembered, so a resend runs again.
   */
  answer(page: string, id: number | string, run: () => Promise<Envelope<unknown>>): Promise<Envelope<unknown>> {
    const answers = this.pageOf(page)
    // 1 and "1" are different ids: the key says which it was.
    const key = `${typeof id}:${id}`
    const known = answers.get(key)
    if (known) return known
    const answer = run()
    answers.set(key, answer)
    if (answers.size > this.limits.answers) answers.delete(answers.keys().next().value!)
    answer.catch(() => {
      if (answers.get(key) === answer) answers.delete(key)
    })
    return answer
  }

  /** How many pages and answers are remembered now (for tests and stats). */
  size(): { pages: number; answers: number } {
    let answers = 0
    for (const page of this.pages.values()) answers += page.size
    return { pages: this.pages.size, answers }
  }

  private pageOf(page: string): Map<string, Promise<Envelope<unknown>>> {
    const known = this.pages.get(page)
    // Moved to the end: the page heard from longest ago is the first forgotten.
    if (known) this.pages.delete(page)
    const answers = known ?? new Map<string, Promise<Envelope<unknown>>>()
    this.pages.set(page, answers)
    if (this.pages.size > this.limits.pages) this.pages.delete(this.pages.keys().next().value!)
    return answers
  }
}
