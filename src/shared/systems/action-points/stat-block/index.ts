import type { StatBlockText } from '../../../campaign/stat-block-text'
import type { ActionPointsStatBlock } from '../campaign'
import { readActionPointsStatBlock } from './read'
import { writeActionPointsStatBlock } from './write'

/** Action-points stat blocks as plain text: the prep editor's Paste reads them, and writes a block back for its preview. */
export const actionPointsStatBlockText: StatBlockText = {
  read: readActionPointsStatBlock,
  // A block `read` gave (every field there, valid or not) or one the campaign keeps.
  write: (name, block) => writeActionPointsStatBlock(name, block as ActionPointsStatBlock),
}
