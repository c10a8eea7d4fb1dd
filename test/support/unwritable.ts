import { execFileSync } from 'node:child_process'

/**
 * Makes a file refuse every write, even root's through a descriptor opened before (its
 * immutable flag, `chattr +i`), or lets it be written again. Permissions would not do: they
 * are checked when a file is opened, and root passes them anyway. Needs a file system with
 * the flag (ext4, xfs, btrfs) and the right to set it (root).
 */
export function setUnwritable(file: string, unwritable: boolean): void {
  execFileSync('chattr', [unwritable ? '+i' : '-i', file])
}
