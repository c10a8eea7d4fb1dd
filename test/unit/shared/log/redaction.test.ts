import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportSessionLog, type ExportFormat } from '@shared/log/export'
import { exportNamesOf } from '@shared/log/names'
import type { ExportAudience } from '@shared/log/readable'
import { playFixedSession } from './support/scripted-session'

/** Strings planted in everything the players must not read. */
const MARKERS = {
  hiddenChallenge: 'Qx7 Hidden Challenge',
  hiddenTraitOnCohort: 'Qx7 Hidden Ambush',
  hiddenTraitOnChallenge: 'Qx7 Old Grudge',
  gmNote: 'Qx7 GM note',
  privateNote: 'Qx7 private note',
}

let session: Awaited<ReturnType<typeof playFixedSession>>

beforeAll(async () => {
  session = await playFixedSession({
    privateNote: `Only the GM knows: ${MARKERS.privateNote}.`,
    prepare: (draft) => {
      for (const scene of draft.scenes) {
        scene.gmNotes = MARKERS.gmNote
        for (const event of scene.events) {
          event.gmNotes = MARKERS.gmNote
          for (const challenge of event.challenges) {
            challenge.gmNotes = MARKERS.gmNote
            if (challenge.id === 'challenge-dune-crossing') challenge.name = MARKERS.hiddenChallenge
          }
        }
      }
      for (const trait of draft.traits) {
        if (trait.id === 'trait-hidden-ambush') trait.name = MARKERS.hiddenTraitOnCohort
        if (trait.id === 'trait-old-grudge') trait.name = MARKERS.hiddenTraitOnChallenge
      }
    },
  })
})
afterAll(async () => {
  await session.services.close()
  await session.cleanup()
})

function exported(format: ExportFormat, audience: ExportAudience): string {
  const names = exportNamesOf(session.services.campaigns.require().data)
  return exportSessionLog(session.ledger, { format, audience, names, timeZone: 'UTC' }).content
}

const FORMATS: ExportFormat[] = ['markdown', 'html', 'json']

describe('the player redaction of an export', () => {
  it.each(FORMATS)('a public %s export holds none of the hidden names, GM notes or private notes', (format) => {
    const content = exported(format, 'public')
    for (const marker of Object.values(MARKERS)) expect(content).not.toContain(marker)
    // Nor the hidden things' ids, which can spell their names.
    expect(content).not.toContain('challenge-dune-crossing')
    expect(content).not.toContain('trait-hidden-ambush')
  })

  it.each(FORMATS)('a GM %s export holds the hidden Challenge, its trait and the private note (the markers were planted)', (format) => {
    const content = exported(format, 'gm')
    for (const marker of [MARKERS.hiddenChallenge, MARKERS.hiddenTraitOnCohort, MARKERS.hiddenTraitOnChallenge, MARKERS.privateNote])
      expect(content).toContain(marker)
  })

  it('a public export leaves out undone steps and undo/redo entries, and keeps the redone roll once', () => {
    const markdown = exported('markdown', 'public')
    expect(markdown).not.toMatch(/Undo:|Redo:|\(undone\)|~~/)
    const gm = exported('markdown', 'gm')
    const redoneRoll = /Rolled [\d, ]+\./.exec(gm)![0]
    expect(markdown.split(redoneRoll).length - 1).toBe(1)
  })

  it('hiding a Challenge again takes its entries out of later public exports', async () => {
    await session.services.campaigns.apply((draft) => {
      for (const scene of draft.scenes)
        for (const event of scene.events) for (const c of event.challenges) if (c.id === 'challenge-haggle') c.revealed = false
    })
    const markdown = exported('markdown', 'public')
    expect(markdown).not.toContain('Haggle with Oskar')
    expect(markdown).not.toContain('Rolled')
    expect(exported('markdown', 'gm')).toContain('Haggle with Oskar')
  })
})
