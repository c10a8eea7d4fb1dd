import { computed, inject, provide, type ComputedRef, type InjectionKey } from 'vue'
import type { PlayerView } from '@shared/views/player-view'
import { usePicturesStore } from '../stores/pictures'

const PORTRAITS: InjectionKey<ComputedRef<ReadonlyMap<string, string>>> = Symbol('portraits')

/** Gives the display's parts the portraits of the view, by the id each belongs to. */
export function providePortraits(view: () => PlayerView): void {
  provide(
    PORTRAITS,
    computed(() => new Map(view().pictures.portraits.map((p) => [p.of, p.picture]))),
  )
}

/**
 * The loaded portrait of something the display shows (a PC, an NPC, a combatant), as a
 * data: URI, or null: none given, not shown to the players, or not loaded yet.
 */
export function usePortraits(): (id: string) => string | null {
  const portraits = inject(PORTRAITS, null)
  const pictures = usePicturesStore()
  return (id) => pictures.source(portraits?.value.get(id))
}
