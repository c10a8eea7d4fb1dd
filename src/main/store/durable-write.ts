import { open } from 'node:fs/promises'
import { dirname } from 'node:path'
import writeFileAtomic from 'write-file-atomic'

/**
 * Flushes a folder's entry table to disk, so a rename inside it survives a power cut. POSIX
 * only: Windows cannot open a folder as a file, and its rename (MoveFileEx) is already
 * journaled by NTFS.
 */
export async function fsyncDirectory(directory: string): Promise<void> {
  if (process.platform === 'win32') return
  const handle = await open(directory, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/**
 * Replaces `path` with `contents` so that a crash at any moment leaves either the old file or
 * the new one, never a mix: write-file-atomic writes a unique temp file in the same folder,
 * fsyncs and renames it; the folder is then fsynced so the rename itself is durable.
 */
export async function writeFileDurably(path: string, contents: string | Buffer): Promise<void> {
  await writeFileAtomic(path, contents, { fsync: true })
  await fsyncDirectory(dirname(path))
}
