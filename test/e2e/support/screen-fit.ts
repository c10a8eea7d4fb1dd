import type { Page } from '@playwright/test'

/** How a page sits in its window: whether it overflows, its smallest visible text, and the boxes of the elements asked about. */
export interface ScreenFit {
  window: { width: number; height: number }
  document: { width: number; height: number }
  /** The smallest rendered size of any visible text, in CSS pixels, and where it is. */
  smallest: { px: number; where: string }
  /** Each element matching the selector asked about: its text and where it sits. */
  boxes: { text: string; top: number; left: number; bottom: number; right: number }[]
}

/**
 * Measures the page as it stands. Every text node with a visible box counts (text inside a
 * visually hidden element, one pixel square, does not); text drawn in an SVG counts at the size
 * it is drawn on screen (its font size times the drawing's scale), not in the drawing's own units.
 */
export async function measureFit(page: Page, selector: string): Promise<ScreenFit> {
  return page.locator('body').evaluate((body, selector) => {
    const doc = body.ownerDocument
    const win = doc.defaultView!
    const hiddenAway = (el: typeof body | null): boolean => {
      for (let at = el; at; at = at.parentElement) {
        const box = at.getBoundingClientRect()
        const style = win.getComputedStyle(at)
        if (style.visibility === 'hidden' || style.display === 'none' || (style.overflow === 'hidden' && (box.width <= 1 || box.height <= 1)))
          return true
      }
      return false
    }
    let smallest = { px: Infinity, where: '' }
    // 4: NodeFilter.SHOW_TEXT, text nodes only.
    const walker = doc.createTreeWalker(body, 4)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      const el = node.parentElement
      if (!text || !el || hiddenAway(el)) continue
      const range = doc.createRange()
      range.selectNodeContents(node)
      const box = range.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      const size = parseFloat(win.getComputedStyle(el).fontSize)
      const scale = el instanceof win.SVGGraphicsElement ? (el.getScreenCTM()?.a ?? 1) : 1
      const px = size * scale
      if (px < smallest.px) smallest = { px, where: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}: “${text.slice(0, 40)}”` }
    }
    const boxes = [...doc.querySelectorAll(selector)].map((el) => {
      const { top, left, bottom, right } = el.getBoundingClientRect()
      return { text: (el.textContent ?? '').trim().replace(/\s+/g, ' '), top, left, bottom, right }
    })
    const root = doc.documentElement
    return {
      window: { width: win.innerWidth, height: win.innerHeight },
      document: { width: root.scrollWidth, height: root.scrollHeight },
      smallest,
      boxes,
    }
  }, selector)
}
