import { IpcError } from '@shared/ipc/errors'
import type { RequestPayload, RequestResult } from '@shared/ipc/contract'
import type { SessionHost } from './session-host'
import type { CampaignService } from '../campaign/service'

/** Where the desktop shell saves an export: main asks for the path; null when cancelled. */
export type SaveExport = (suggestedName: string, content: string) => Promise<string | null>

/** The session log as the GM reads it: filtered lines, the state at a past entry, exports. */
export class SessionLogService {
  constructor(
    readonly host: SessionHost,
    readonly campaigns: CampaignService,
    readonly dataDir: string,
    readonly saveExport: SaveExport | null,
  ) {}

  async log(_request: RequestPayload<'session.log'>): Promise<RequestResult<'session.log'>> {
    throw new IpcError('internal', 'The session log view is not built yet.')
  }

  async stateAt(_request: RequestPayload<'session.stateAt'>): Promise<RequestResult<'session.stateAt'>> {
    throw new IpcError('internal', 'The past-state view is not built yet.')
  }

  async export(_request: RequestPayload<'session.export'>): Promise<RequestResult<'session.export'>> {
    throw new IpcError('internal', 'Exports are not built yet.')
  }
}
