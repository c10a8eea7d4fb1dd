import { DEFAULT_ESCALATION_SETTINGS, type EscalationSettings } from './settings'

/**
 * EG34 (campaign setting): a PC's tier when its sheet gives none: 1 for levels 1-4, 2 for
 * 5-7, 3 for 8 and up. Used by Confused (E60).
 */
export function tierFromLevel(level: number, tierStarts: EscalationSettings['tierStarts'] = DEFAULT_ESCALATION_SETTINGS.tierStarts): 1 | 2 | 3 {
  if (level >= tierStarts[1]) return 3
  if (level >= tierStarts[0]) return 2
  return 1
}
