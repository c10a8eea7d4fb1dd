import type { StatBlockText } from '../../../campaign/stat-block-text'
import type { ZonesStatBlock } from '../campaign'
import { readZonesStatBlock } from './read'
import { writeZonesStatBlock } from './write'

/** Zones stat blocks as plain text: the prep editor's Paste reads them, and writes a block back for its preview. */
export const zonesStatBlockText: StatBlockText = {
  read: readZonesStatBlock,
  // A block `read` gave (every field there, valid or not) or one the campaign keeps.
  write: (name, block) => writeZonesStatBlock(name, block as ZonesStatBlock),
}
