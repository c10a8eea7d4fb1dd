import type { IpcMainInvokeEvent, WebContents } from 'electron'
import type { Audience } from '../api/push'

/**
 * The webContents allowed to talk to main, each with its audience. A request counts only
 * when it comes from the main frame of one of them (never an iframe or a stranger).
 */
export class TrustedSenders {
  private readonly senders = new Map<number, { contents: WebContents; audience: Audience }>()

  add(contents: WebContents, audience: Audience): void {
    const id = contents.id
    this.senders.set(id, { contents, audience })
    contents.once('destroyed', () => this.senders.delete(id))
  }

  /** The sender's audience, or null when it must not be answered. */
  audienceOf(event: Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>): Audience | null {
    const entry = this.senders.get(event.sender.id)
    if (!entry || entry.contents !== event.sender) return null
    const frame = event.senderFrame
    if (!frame || frame !== event.sender.mainFrame) return null
    return entry.audience
  }

  /** Live webContents of one audience (destroyed ones are never sent to). */
  contentsFor(audience: Audience): WebContents[] {
    return [...this.senders.values()].filter((entry) => entry.audience === audience && !entry.contents.isDestroyed()).map((entry) => entry.contents)
  }
}
