import { zonesSystem, type ZonesAction, type ZonesGmView, type ZonesRoll } from '@shared/systems/zones'
import { useCombatSystem } from '../../components/combat/use-combat-system'

/** Zones' side of the session store, typed: its view, and its requests (initiative, a move's free attacks, an attack, a Test). */
export const useZones = () => useCombatSystem<ZonesGmView, ZonesAction, ZonesRoll>(zonesSystem.id)
