import { GM_REQUEST_CHANNELS, PLAYER_REQUEST_CHANNELS, EVENT_NAMES } from '@shared/ipc/channels'
import { exposeConsole } from './expose'

// The GM window may make every request (the live preview reads the player view too).
exposeConsole('gm', [...GM_REQUEST_CHANNELS, ...PLAYER_REQUEST_CHANNELS], EVENT_NAMES)
