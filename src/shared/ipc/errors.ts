import { z } from 'zod'

/**
 * Every way a request can fail, as the caller sees it. A refused request changes nothing.
 * - invalid_payload: the payload does not match the channel's schema (issues say where).
 * - unknown_channel: no such request channel.
 * - forbidden: this connection may not make this request (a player display asking a GM request).
 * - unauthorized: the connection did not present the right token.
 * - not_found / conflict: the item or file does not exist / already exists or is stale.
 * - campaign_invalid: a campaign file (or the bestiary's) failed to parse or validate, or is from a newer version.
 * - no_campaign: the request needs an open campaign.
 * - rule_refused: the game's rules forbid the action; the message says which rule.
 * - internal: a bug; the message says what failed.
 */
export const ErrorCode = z.enum([
  'invalid_payload',
  'unknown_channel',
  'forbidden',
  'unauthorized',
  'not_found',
  'conflict',
  'campaign_invalid',
  'no_campaign',
  'rule_refused',
  'internal',
])
export type ErrorCode = z.infer<typeof ErrorCode>

export const DataProblem = z.strictObject({
  path: z.string(),
  message: z.string(),
  expected: z.string().optional(),
  found: z.string().optional(),
})

export const BackupInfo = z.strictObject({
  file: z.string(),
  savedAt: z.string(),
  valid: z.boolean(),
})
export type BackupInfo = z.infer<typeof BackupInfo>

/** What a caller learns when a campaign file cannot be used. */
export const CampaignFileFailure = z.strictObject({
  file: z.string(),
  reason: z.enum(['unreadable', 'parse', 'validate', 'newer_version', 'migration']),
  problems: z.array(DataProblem),
  backups: z.array(BackupInfo),
})
export type CampaignFileFailure = z.infer<typeof CampaignFileFailure>

export const IpcErrorShape = z.strictObject({
  code: ErrorCode,
  message: z.string(),
  problems: z.array(DataProblem).optional(),
  campaignFile: CampaignFileFailure.optional(),
  /**
   * A save based on an older revision of a prep record was refused (`conflict`): the record
   * as it is stored now, for the GM to set beside their own and choose.
   */
  stored: z.unknown().optional(),
})
export type IpcErrorShape = z.infer<typeof IpcErrorShape>

/** The error main raises on purpose; anything else becomes `internal`. */
export class IpcError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Omit<IpcErrorShape, 'code' | 'message'> = {},
  ) {
    super(message)
    this.name = 'IpcError'
  }

  toShape(): IpcErrorShape {
    return { code: this.code, message: this.message, ...this.extra }
  }
}

/** Every answer travels in this envelope, so a failure keeps its type across any transport. */
export type Envelope<T> = { ok: true; result: T } | { ok: false; error: IpcErrorShape }
