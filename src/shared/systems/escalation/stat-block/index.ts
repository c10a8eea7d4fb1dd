import type { StatBlockText } from '../../../campaign/stat-block-text'
import type { EscalationStatBlock } from '../campaign'
import { readEscalationStatBlock } from './read'
import { writeEscalationStatBlock } from './write'

/** Escalation stat blocks as plain text: the prep editor's Paste reads them, and writes a block back for its preview. */
export const escalationStatBlockText: StatBlockText = {
  read: readEscalationStatBlock,
  // A block `read` gave (every field there, valid or not) or one the campaign keeps.
  write: (name, block) => writeEscalationStatBlock(name, block as EscalationStatBlock),
  // Ruling 28's abilities have no line in the layout: a paste leaves them on the block.
  keeps: ['abilities'],
}
