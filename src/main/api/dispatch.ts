import { z } from 'zod'
import { requests, type RequestChannel, type RequestResult } from '@shared/ipc/contract'
import { IpcError, type Envelope } from '@shared/ipc/errors'
import { describeIssues } from '@shared/campaign/problems'
import type { Audience } from './push'

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
    const spec = requests[channel]
    if (audience === 'player' && spec.audience !== 'player')
      throw new IpcError('forbidden', `A player display cannot make the request "${channel}": it is read-only.`)
    const parsed = spec.payload.safeParse(request.payload ?? {})
    if (!parsed.success) {
      const problems = describeIssues(parsed.error.issues, request.payload)
      const first = problems[0]
      throw new IpcError(
        'invalid_payload',
        `Invalid payload for "${channel}": ${first ? `${first.path}: ${first.message}` : 'it does not match the contract'}.`,
        { problems },
      )
    }
    const handler = handlers[channel] as (payload: unknown) => Promise<unknown>
    return { ok: true, result: await handler(parsed.data) }
  } catch (error) {
    return { ok: false, error: toErrorShape(error) }
  }
}

function toErrorShape(error: unknown) {
  if (error instanceof IpcError) return error.toShape()
  const message = error instanceof Error ? error.message : String(error)
  return { code: 'internal' as const, message: `Something went wrong in the console: ${message}` }
}
