import type { z } from 'zod'
import { CampaignSettings } from '@shared/campaign'

/**
 * The settings schema plus what only makes sense across fields: names are unique, the
 * recovery expertise is one of the expertise types, and Common never shifts the Tides
 * (Step 8: "any Threat level except a Common Threat").
 */
export const SettingsDraft: z.ZodType<CampaignSettings> = CampaignSettings.superRefine((settings, ctx) => {
  const seen = new Set<string>()
  settings.expertise.forEach((name, i) => {
    if (seen.has(name)) ctx.addIssue({ code: 'custom', path: ['expertise', i], message: `“${name}” is listed twice` })
    seen.add(name)
  })
  if (!settings.expertise.includes(settings.recoveryExpertise))
    ctx.addIssue({ code: 'custom', path: ['recoveryExpertise'], message: 'choose one of the expertise types above' })
  const threats = new Set<string>()
  settings.threatLevels.forEach((level, i) => {
    if (threats.has(level.name)) ctx.addIssue({ code: 'custom', path: ['threatLevels', i, 'name'], message: `“${level.name}” is listed twice` })
    threats.add(level.name)
    if (level.name === 'Common' && level.tides)
      ctx.addIssue({ code: 'custom', path: ['threatLevels', i, 'tides'], message: 'the Tides never shift against a Common threat' })
  })
})
