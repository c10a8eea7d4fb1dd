import { allManifests } from '../systems/manifests'
import type { LogFilter as KindGroup } from '../systems/rule-system'

// Apart from the rest of the filters, which read entries through the systems' engines: the log
// view's list of kinds needs only their manifests, so the console's page loads no engine for it.

/**
 * The kinds of entry the log view offers as filters, in the game's words: the session's own
 * groups, with the kinds each system adds to them, and the groups systems bring.
 */
export function kindFilters(): KindGroup[] {
  const systems = allManifests()
  const extra = (id: string) => [...new Set(systems.flatMap((s) => s.logFilters.filter((f) => f.id === id).flatMap((f) => f.kinds)))]
  const nouns = [...new Set(systems.filter((s) => s.logFilters.some((f) => f.id === 'runs')).map((s) => `${s.runNoun}s`))]
  const core: KindGroup[] = [
    { id: 'rolls', label: 'Dice rolls', kinds: extra('rolls') },
    { id: 'narrative', label: 'Notes and narrative', kinds: ['note', ...extra('narrative')] },
    { id: 'runs', label: `${nouns.join(' and ') || 'Runs'} started and closed`, kinds: ['run.started', 'run.closed', ...extra('runs')] },
  ]
  // Groups several systems bring under one id (two combat systems' "conditions") are one group, under the first's label.
  const own = new Map<string, KindGroup>()
  for (const group of systems.flatMap((s) => s.logFilters.filter((f) => !core.some((c) => c.id === f.id)))) {
    const known = own.get(group.id)
    own.set(group.id, known ? { ...known, kinds: [...new Set([...known.kinds, ...group.kinds])] } : group)
  }
  return [...core, ...own.values(), { id: 'undo', label: 'Undo and redo', kinds: ['undo', 'redo'] }]
}
