import { attackModifiers, type ConditionInstance } from '@shared/systems/escalation/rules'
import { attackOdds, expectedDamage } from '@shared/systems/escalation/odds'
import { progress, report } from './support/report'
import { median, timeRuns } from './support/stats'

const saveEnds = { kind: 'saveEnds' as const, target: 11 }
const attacker: ConditionInstance[] = [{ name: 'dazed', duration: saveEnds }]
const target: ConditionInstance[] = [
  { name: 'weakened', duration: saveEnds },
  { name: 'vulnerable', duration: saveEnds },
  { name: 'grabbed', duration: saveEnds, source: 'pc-ixa' },
]

/**
 * One attack as the console would show its odds: a 5th-level PC (Level + Volition 8) in round
 * 4, Dazed, against a Weakened, Vulnerable target it grabbed, Weak to fire and Resist weapon
 * 14+, with 5d8+4 on a hit and 5 on a miss: conditions to Advantage and crit range, then the
 * exact chances and expected damage. Nothing is kept between runs.
 */
function oneAttack() {
  const mods = attackModifiers({
    attacker: { id: 'pc-ixa', conditions: attacker },
    target: { id: 'npc-raider', conditions: target },
    targetWeak: true,
    escalationDie: 3,
    usesEscalation: true,
  })
  const spec = { bonus: 8, escalation: mods.escalation, defense: 21, net: mods.net, critThreshold: mods.critThreshold, resist: 14 }
  return expectedDamage(spec, { hit: '5d8+4', miss: 5 }, attackOdds(spec))
}

progress('odds: one Escalation attack')
report('odds.escalation.attack.ms', median(timeRuns(oneAttack, 2000, 200)), 'ms')
