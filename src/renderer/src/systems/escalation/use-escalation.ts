import { escalationSystem, type EscalationAction, type EscalationRoll } from '@shared/systems/escalation'
import { useCombatSystem } from '../../components/combat/use-combat-system'

/** Escalation's requests, typed (an attack, a save, a recovery, a rest). */
export const useEscalation = () => useCombatSystem<EscalationAction, EscalationRoll>(escalationSystem.id)
