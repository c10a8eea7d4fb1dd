import type { HostSystem } from '../../../src/main/systems/host-system'
import type { CoinEvent, CoinState } from './system'

/** The coin-flip contest's host part: the host flips the coin; nothing goes back into the campaign. */
export const coinFlipHost = {
  id: 'coinFlip',
  act: (action) => action,
  roll(_request, state, { dice }) {
    if (!state.contest?.called) return { refused: 'Call heads or tails first.' }
    return { type: 'coin.flipped', face: dice.face(2) === 1 ? 'heads' : 'tails' }
  },
  writeBack: () => null,
  adopt: () => null,
} satisfies HostSystem<CoinState, CoinEvent, CoinEvent, { type: 'flip' }>
