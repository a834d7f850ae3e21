import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../../src/db/lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('refuses a second opener while the first holds the folder, naming its pid', () => {
    const dir = tempDir();
    // Our parent process is alive and is not us: it stands for the first server.
    fs.writeFileSync(path.join(dir, 'northdesk.lock'), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `database in DATA_DIR is in use by process ${process.ppid}`,
    );
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = tempDir();
    const dead = spawnSync('node', ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    fs.writeFileSync(path.join(dir, 'northdesk.lock'), dead.stdout);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'northdesk.lock'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'northdesk.lock'))).toBe(false);
  });
});
