import { mkdir } from 'node:fs/promises'
import { dirname, relative, sep } from 'node:path'
import { fsyncDirectory } from './durable-write'

/**
 * Creates `directory` and any missing parents, then fsyncs the parent of each folder it
 * created, so the new folders (and the files later renamed into them) survive a power cut.
 */
export async function ensureDirectory(directory: string): Promise<void> {
  const firstCreated = await mkdir(directory, { recursive: true })
  if (firstCreated === undefined) return
  const created = [firstCreated]
  for (const part of relative(firstCreated, directory).split(sep).filter(Boolean)) {
    created.push(`${created.at(-1)!}${sep}${part}`)
  }
  for (const folder of created) await fsyncDirectory(dirname(folder))
}
