import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The text of a PDF as poppler's pdftotext reads it (layout kept), as a person would check it.
 * Needs Debian's poppler-utils (.ci/run installs it).
 */
export function pdfText(pdf: Buffer | Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
