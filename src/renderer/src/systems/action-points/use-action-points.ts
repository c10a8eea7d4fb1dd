import type { ApFightAction, ApFightRoll } from '@shared/systems/action-points'
import { actionPointsManifest } from '@shared/systems/action-points/manifest'
import { useCombatSystem } from '../../components/combat/use-combat-system'

/** Action points' requests, typed (initiative, an attack, a reaction). */
export const useActionPoints = () => useCombatSystem<ApFightAction, ApFightRoll>(actionPointsManifest.id)
