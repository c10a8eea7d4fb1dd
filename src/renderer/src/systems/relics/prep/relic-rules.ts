import type { z } from 'zod'
import { MAX_RELICS_NON_SYNTH, SYNTH_BIOFORM, type MoonRelic, type PlayerCharacter } from '@shared/campaign'
import { PrepDrafts } from '@shared/ipc/contract'
import type { PrepDraft } from '../../../composables/usePrepEditor'

export type RelicDraft = PrepDraft<MoonRelic>

export function blankRelic(): RelicDraft {
  return { name: '', ability: '', description: '', infusedBy: null, destroyed: false, revealed: false }
}

/** Relics other than `relicId` that `pcId` has infused (destroyed ones no longer count). */
export function infusedByOthers(relics: readonly MoonRelic[], pcId: string, relicId: string | undefined): number {
  return relics.filter((r) => r.infusedBy === pcId && r.id !== relicId && !r.destroyed).length
}

/** Whether one more relic would take this PC past the limit of ruling 12. */
export function atRelicLimit(pc: PlayerCharacter, relics: readonly MoonRelic[], relicId: string | undefined): boolean {
  return pc.bioform !== SYNTH_BIOFORM && infusedByOthers(relics, pc.id, relicId) >= MAX_RELICS_NON_SYNTH
}

/**
 * The relic draft schema with the checks that need the campaign (ruling 12): a non-Synth PC
 * infuses at most four relics, and a destroyed relic cannot be infused. Main refuses both
 * too; checking here shows the rule next to the field before anything is sent.
 */
export function relicSchema(context: () => { characters: readonly PlayerCharacter[]; relics: readonly MoonRelic[] }): z.ZodType {
  return PrepDrafts.relic.superRefine((relic, ctx) => {
    if (relic.infusedBy === null) return
    if (relic.destroyed) {
      ctx.addIssue({ code: 'custom', path: ['infusedBy'], message: 'A destroyed relic cannot be infused (ruling 12).' })
      return
    }
    const { characters, relics } = context()
    const pc = characters.find((c) => c.id === relic.infusedBy)
    if (!pc) ctx.addIssue({ code: 'custom', path: ['infusedBy'], message: 'That character no longer exists.' })
    else if (atRelicLimit(pc, relics, relic.id))
      ctx.addIssue({
        code: 'custom',
        path: ['infusedBy'],
        message: `${pc.name} already has ${MAX_RELICS_NON_SYNTH} infused relics: a non-${SYNTH_BIOFORM} PC can infuse at most ${MAX_RELICS_NON_SYNTH} (ruling 12).`,
      })
  })
}
