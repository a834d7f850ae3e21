import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Debian's Chromium; installed with apt-get when missing (the suite runs as root on CI). */
export function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0)
    throw new Error(`${CHROMIUM_PATH} is missing: install Debian's chromium package`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
