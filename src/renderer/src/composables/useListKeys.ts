import type { Ref } from 'vue'

/**
 * Arrow keys, Home and End move the selection in a list; the list keeps focus so the GM can
 * walk it without the mouse.
 */
export function useListKeys<T extends { id: string }>(items: Ref<readonly T[]>, selected: Ref<string | null>) {
  return (event: KeyboardEvent) => {
    const list = items.value
    if (list.length === 0) return
    const index = list.findIndex((item) => item.id === selected.value)
    const moves: Record<string, number> = {
      ArrowDown: Math.min(index + 1, list.length - 1),
      ArrowUp: Math.max(index - 1, 0),
      Home: 0,
      End: list.length - 1,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    selected.value = list[next]!.id
  }
}
