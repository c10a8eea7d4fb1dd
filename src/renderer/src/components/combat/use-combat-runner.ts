import { onBeforeUnmount, onMounted, ref, watch } from 'vue'
import { handleRunKey } from '../run/run-keys'

/** What a combat runner reads of its fight: whom the selection follows (whose turn it is, who acts now), who may go next. */
interface RunnerFight {
  follow: string | null
  upNext: string[]
  combatants: readonly { id: string }[]
}

/**
 * A combat runner's own state, for any combat system: the combatant the GM has selected (the
 * one acting, each time that changes), who goes next when the GM picks (forgotten once that
 * one may not), the join and end dialogs, and the runner's keys (N the runner's `next`, R its
 * `roll`, H its `hp`, M its `more`) while the runner is on screen.
 */
export function useCombatRunner(fight: () => RunnerFight, keys: { next(): void; roll(): void; hp(): void; more(): void }) {
  const selected = ref<string | null>(fight().follow ?? fight().combatants[0]?.id ?? null)
  watch(
    () => fight().follow,
    (follow) => {
      if (follow) selected.value = follow
    },
  )
  const nextWho = ref('')
  watch(
    () => fight().upNext,
    (up) => {
      if (!up.includes(nextWho.value)) nextWho.value = ''
    },
  )
  const joining = ref(false)
  const ending = ref(false)
  const onKey = (event: KeyboardEvent) => handleRunKey(event, keys)
  onMounted(() => window.addEventListener('keydown', onKey))
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey))
  return { selected, nextWho, joining, ending }
}
