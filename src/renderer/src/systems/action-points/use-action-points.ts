import { actionPointsSystem, type ApFightAction, type ApFightRoll } from '@shared/systems/action-points'
import { useCombatSystem } from '../../components/combat/use-combat-system'

/** Action points' requests, typed (initiative, an attack, a reaction). */
export const useActionPoints = () => useCombatSystem<ApFightAction, ApFightRoll>(actionPointsSystem.id)
