import { PLAYER_REQUEST_CHANNELS, PLAYER_EVENT_NAMES } from '@shared/ipc/channels'
import { exposeConsole } from './expose'

// The player display can only read its own view.
exposeConsole('player', PLAYER_REQUEST_CHANNELS, PLAYER_EVENT_NAMES)
