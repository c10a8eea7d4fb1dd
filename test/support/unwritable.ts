import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Makes a file refuse every write, even root's through a descriptor opened before (its
 * immutable flag, `chattr +i`), or lets it be written again. Permissions would not do: they
 * are checked when a file is opened, and root passes them anyway. Needs a file system with
 * the flag (ext4, xfs, btrfs) and the right to set it (root).
 */
export function setUnwritable(file: string, unwritable: boolean): void {
  execFileSync('chattr', [unwritable ? '+i' : '-i', file], { stdio: 'pipe' })
}

/**
 * Why this machine cannot make a file unwritable in the temporary folder (not root, no
 * `chattr`, a file system without the flag), or null when it can. Tests that need it are
 * skipped with this reason printed, rather than failing for the machine's sake.
 */
export const whyNoUnwritable: string | null = (() => {
  const dir = mkdtempSync(join(tmpdir(), 'unwritable-probe-'))
  const file = join(dir, 'probe')
  try {
    writeFileSync(file, '')
    setUnwritable(file, true)
    setUnwritable(file, false)
    return null
  } catch (error) {
    const reason = `skipped: this machine cannot set a file's immutable flag in ${tmpdir()} (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`
    console.warn(reason)
    return reason
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})()
