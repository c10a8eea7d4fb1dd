import { escalationSystem, type EscalationAction, type EscalationGmView, type EscalationRoll } from '@shared/systems/escalation'
import { useCombatSystem } from '../../components/combat/use-combat-system'

/** Escalation's side of the session store, typed: its view, and its requests (an attack, a save, a recovery, a rest). */
export const useEscalation = () => useCombatSystem<EscalationGmView, EscalationAction, EscalationRoll>(escalationSystem.id)
