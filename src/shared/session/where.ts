import { systemOf } from '../systems/registry'
import type { Where } from './entries'
import { systemState, type SessionState } from './state'

/** Where the session stands now: the context stamped on the next log entry. */
export function whereNow(state: SessionState): Where {
  const open = state.run
  if (!open) return { sceneId: state.sceneId, run: null, round: null, turn: null, step: null }
  const place = systemOf(open.system).running(systemState(state, open.system))?.place ?? { round: null, turn: null, step: null }
  return { sceneId: open.sceneId, run: { system: open.system, id: open.id, item: open.item }, ...place }
}
