import { z } from 'zod'
import { requests, type RequestChannel, type RequestResult } from '@shared/ipc/contract'
import { IpcError, type Envelope } from '@shared/ipc/errors'
import { describeIssues } from '@shared/campaign/problems'
import { pcOfAudience, type Audience } from './push'

/** One function per channel, receiving the validated payload. */
export type Handlers = {
  [C in RequestChannel]: (payload: z.output<(typeof requests)[C]['payload']>) => Promise<RequestResult<C>>
}

export interface Request {
  audience: Audience
  channel: string
  payload: unknown
}

function isChannel(channel: string): channel is RequestChannel {
  return Object.hasOwn(requests, channel)
}

/**
 * The single entry point of every transport: checks the channel and the caller's audience,
 * validates the payload strictly, runs the handler, and wraps any failure in a typed error.
 * Nothing runs unless the payload is valid, so an invalid request changes nothing.
 */
export async function dispatch(handlers: Handlers, request: Request): Promise<Envelope<unknown>> {
  try {
    const { audience, channel } = request
    if (!isChannel(channel)) throw new IpcError('unknown_channel', `There is no request channel "${channel}".`)
    const allowed = requests[channel].audience
    if (audience === 'player' && allowed !== 'player')
      throw new IpcError('forbidden', `A player display cannot make the request "${channel}": it is read-only.`)
    const pc = pcOfAudience(audience)
    if (pc !== null && allowed === 'gm')
      throw new IpcError(
        'forbidden',
        `A player's device cannot make the request "${channel}": it shows its own PC and the table, nothing of the GM's.`,
      )
    const payload = checkedPayload(channel, request.payload)
    // A device reads and acts for its own PC alone: the PC it names must be the one its link was made for.
    if (pc !== null && allowed === 'pc' && (payload as { pc?: unknown }).pc !== pc)
      throw new IpcError(
        'forbidden',
        `This device was given the link of another PC: it may read and act for its own PC alone, not "${channel}" for another.`,
      )
    const handler = handlers[channel] as (payload: unknown) => Promise<unknown>
    return { ok: true, result: await handler(payload) }
  } catch (error) {
    return { ok: false, error: toErrorShape(error) }
  }
}

/** A request's payload as its channel's contract reads it (trimmed, defaults filled in), or an `invalid_payload` error saying where. */
export function checkedPayload<C extends RequestChannel>(channel: C, payload: unknown): z.output<(typeof requests)[C]['payload']> {
  const parsed = requests[channel].payload.safeParse(payload ?? {})
  if (parsed.success) return parsed.data as z.output<(typeof requests)[C]['payload']>
  const problems = describeIssues(parsed.error.issues, payload)
  const first = problems[0]
  throw new IpcError(
    'invalid_payload',
    `Invalid payload for "${channel}": ${first ? `${first.path}: ${first.message}` : 'it does not match the contract'}.`,
    {
      problems,
    },
  )
}

function toErrorShape(error: unknown) {
  if (error instanceof IpcError) return error.toShape()
  const message = error instanceof Error ? error.message : String(error)
  return { code: 'internal' as const, message: `Something went wrong in the console: ${message}` }
}
