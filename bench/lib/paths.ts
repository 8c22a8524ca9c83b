import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(benchDir, '..');
export const webDist = path.join(repoRoot, 'apps', 'web', 'dist');
export const tmpDir = path.join(benchDir, '.tmp');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The flags the machine needs (stack-notes.md, Browser tests); Lighthouse adds --headless=new.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
