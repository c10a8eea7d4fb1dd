import { onBeforeUnmount, onMounted, watch, type Ref, type WatchSource } from 'vue'

/** How a list fits its room: the largest and smallest type to try (in em of the room's own), and how to lay it out at a size. */
export interface FitOptions {
  largest: number
  smallest: number
  /**
   * The ways to lay the content out at a type size (in pixels) in a room this wide, best first
   * (one column, then two, say): each is tried in turn before a smaller size is.
   */
  layouts?: (fontPx: number, roomWidth: number) => (() => void)[]
  /** Called once the content is laid out at its size (to draw what depends on where things ended up). */
  fitted?: () => void
}

const STEP = 0.05

/**
 * Sizes the content's type to the room it has, for a screen that cannot scroll: the largest
 * size, from `largest` down to `smallest` em, at which the content fits the room's height and
 * width, tried again whenever the room changes size or `changes` does. At the smallest size it
 * stays, fitting or not, so the type is never smaller than a room across the table can read.
 */
export function useFitToRoom(room: Ref<HTMLElement | null>, content: Ref<HTMLElement | null>, options: FitOptions, changes: WatchSource): void {
  function fit(): void {
    const box = room.value
    const inside = content.value
    if (!box || !inside) return
    sizeToRoom(box, inside)
    options.fitted?.()
  }
  /** Lays the content out at one size, in each layout in turn until one fits; whether one did. */
  function tryAt(box: HTMLElement, inside: HTMLElement, em: number, roomFont: number): boolean {
    inside.style.fontSize = `${em.toFixed(2)}em`
    for (const layOut of options.layouts?.(em * roomFont, box.clientWidth) ?? [() => undefined]) {
      layOut()
      if (inside.scrollHeight <= box.clientHeight + 1 && inside.scrollWidth <= box.clientWidth + 1) return true
    }
    return false
  }
  // Sizes are tried by halves (a smaller size fits whenever a larger one does), so a view
  // update costs a handful of layouts, not one per size.
  function sizeToRoom(box: HTMLElement, inside: HTMLElement): void {
    const roomFont = parseFloat(getComputedStyle(box).fontSize) || 16
    const steps = Math.max(0, Math.round((options.largest - options.smallest) / STEP))
    const sizes = Array.from({ length: steps + 1 }, (_, i) => (i === steps ? options.smallest : options.largest - i * STEP))
    let [low, high] = [0, sizes.length - 1]
    while (low < high) {
      const middle = Math.floor((low + high) / 2)
      if (tryAt(box, inside, sizes[middle]!, roomFont)) high = middle
      else low = middle + 1
    }
    tryAt(box, inside, sizes[low]!, roomFont)
  }
  let observer: ResizeObserver | null = null
  onMounted(() => {
    fit()
    // Not in every environment (a unit test's DOM has none): there the first fit stands.
    if (typeof ResizeObserver === 'undefined' || !room.value) return
    observer = new ResizeObserver(() => fit())
    observer.observe(room.value)
  })
  watch(changes, fit, { flush: 'post', deep: true })
  onBeforeUnmount(() => observer?.disconnect())
}
