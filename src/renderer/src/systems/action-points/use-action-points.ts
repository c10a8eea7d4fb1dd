import { actionPointsSystem, type ApFightAction, type ApFightRoll, type ApGmView } from '@shared/systems/action-points'
import { useCombatSystem } from '../../components/combat/use-combat-system'

/** Action points' side of the session store, typed: its view, and its requests (initiative, an attack, a reaction). */
export const useActionPoints = () => useCombatSystem<ApGmView, ApFightAction, ApFightRoll>(actionPointsSystem.id)
