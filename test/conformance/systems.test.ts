import { conformance } from './suite'
import { relicsKit } from './kits/relics'
import { escalationKit } from './kits/escalation'
import { zonesKit } from './kits/zones'
import { actionPointsKit } from './kits/action-points'
import { coinFlipKit } from '../toy/coin-flip/kit'
import { peekingCoinFlipKit } from '../toy/coin-flip/forged'

// Every rule system proves itself here, one line each.
conformance(relicsKit)
conformance(escalationKit)
conformance(zonesKit)
conformance(actionPointsKit)
conformance(coinFlipKit)
// The toy with an event type forged in, which its describe gives the players no words for.
conformance(peekingCoinFlipKit)
