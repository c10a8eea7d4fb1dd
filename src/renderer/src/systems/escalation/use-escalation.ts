import type { EscalationAction, EscalationRoll } from '@shared/systems/escalation'
import { escalationManifest } from '@shared/systems/escalation/manifest'
import { useCombatSystem } from '../../components/combat/use-combat-system'

/** Escalation's requests, typed (an attack, a save, a recovery, a rest). */
export const useEscalation = () => useCombatSystem<EscalationAction, EscalationRoll>(escalationManifest.id)
