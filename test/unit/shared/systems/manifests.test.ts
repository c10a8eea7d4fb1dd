import { describe, expect, it } from 'vitest'
import { campaignPartOf } from '@shared/campaign'
import { findManifest, registerManifest } from '@shared/systems/manifests'
import { escalationManifest, escalationSystem } from '@shared/systems/escalation'
import { registerSystem } from '@shared/systems/registry'
import { coinFlipSystem } from '../../../toy/coin-flip/system'

describe('the registry of manifests', () => {
  it('knows every built-in system, with its campaign part, before any engine is loaded', () => {
    expect(findManifest('escalation')).toBe(escalationManifest)
    expect(campaignPartOf('escalation')).toBe(escalationManifest.campaign)
  })

  it('takes a system’s engine under its manifest’s id: the engine carries the manifest', () => {
    expect(() => registerManifest(escalationSystem)).not.toThrow()
    expect(findManifest('escalation')).toBe(escalationManifest)
  })

  it('refuses another system under a known id, in words', () => {
    expect(() => registerManifest({ ...escalationManifest, name: 'Another Escalation' })).toThrow(
      'A rule system with id "escalation" is already registered.',
    )
  })

  it('learns a system registered at run time with its engine', () => {
    registerSystem(coinFlipSystem)
    expect(findManifest(coinFlipSystem.id)).toBe(coinFlipSystem)
  })
})
