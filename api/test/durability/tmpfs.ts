// The disk-fault tests mount small tmpfs folders for real; they can only where mount is allowed (root on Linux).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether this machine lets the tests mount a tmpfs. */
export function canMount(): boolean {
  const probe = mkdtempSync(join(tmpdir(), 'fitout-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}
