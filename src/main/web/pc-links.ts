import type { PcLink } from '@shared/ipc/contract'
import { IpcError } from '@shared/ipc/errors'
import type { Services, WebLinkOffer } from '../services'
import { pcLinkReplacedRefusal, pcLockedRefusal, type Refusal } from './connections'
import type { TokenStore } from './token-file'
import type { WebConnection } from './web-connection'

interface PcLinkHost {
  services: Services
  tokens: TokenStore
  /** `http://host:port`, as the GM and table links start. */
  base: string
  connections: ReadonlySet<WebConnection>
}

/**
 * Each PC's own link, for a player's device: `/player#pc=<id>&token=<token>`. The token, like
 * the table's, travels in the fragment (the browser keeps it to itself) and then only inside
 * the WebSocket. A new link for a PC is saved before it is used, and that PC's devices are
 * closed at once; a lock takes the PC's token away until the GM makes a new link. One change
 * at a time, so two presses never leave a link the file does not hold.
 */
export function pcLinksOffer({ services, tokens, base, connections }: PcLinkHost): Pick<WebLinkOffer, 'pcLinks' | 'renewPc' | 'lockPc'> {
  const linkOf = (pc: string, name: string): PcLink => {
    const token = tokens.pcToken(pc)
    return {
      pc,
      name,
      url: token ? `${base}/player#pc=${encodeURIComponent(pc)}&token=${token}` : null,
      connected: services.player.status().devices?.[pc] ?? 0,
    }
  }
  const named = (pc: string): string => {
    const character = services.campaigns.current?.data.characters.find((c) => c.id === pc)
    if (!character) throw new IpcError('not_found', `There is no PC with id "${pc}" in the open campaign.`)
    return character.name
  }
  const closeDevices = (pc: string, refusal: Refusal) => {
    for (const connection of connections) if (connection.open && connection.pc === pc) connection.refuse(refusal)
  }
  let turns: Promise<unknown> = Promise.resolve()
  const oneAtATime = <T>(change: () => Promise<T>): Promise<T> => {
    const turn = turns.then(change)
    turns = turn.catch(() => undefined)
    return turn
  }
  /** Saves the PC's new token (or its removal) first, then closes its devices with the reason. */
  const change = (pc: string, save: () => Promise<unknown>, refusal: () => Refusal) =>
    oneAtATime(async () => {
      const name = named(pc)
      await save()
      closeDevices(pc, refusal())
      return linkOf(pc, name)
    })
  return {
    pcLinks: () => (services.campaigns.current?.data.characters ?? []).map((c) => linkOf(c.id, c.name)),
    renewPc: (pc) => change(pc, () => tokens.renewPc(pc), pcLinkReplacedRefusal),
    lockPc: (pc) => change(pc, () => tokens.lockPc(pc), pcLockedRefusal),
  }
}
