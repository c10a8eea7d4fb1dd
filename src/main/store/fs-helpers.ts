import { access, unlink } from 'node:fs/promises'

/** Whether a file system error says the file or folder does not exist. */
export function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT'
}

/** For `.catch()`: a missing file is what we wanted anyway; anything else is rethrown. */
export function ignoreMissing(error: unknown): void {
  if (!isMissing(error)) throw error
}

/** Whether `path` exists; errors other than "missing" (permissions, I/O) are rethrown. */
export async function exists(path: string): Promise<boolean> {
  try {
    await access(path)
    return true
  } catch (error) {
    if (isMissing(error)) return false
    throw error
  }
}

/** Deletes files, any already gone included. */
export async function removeFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => unlink(path).catch(ignoreMissing)))
}
