import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Newest modification time under `p` (tests do not go into a build, so they are ignored). */
export function newestMtime(p) {
  const stat = statSync(p, { throwIfNoEntry: false });
  if (!stat) return { mtime: 0, file: null };
  if (!stat.isDirectory()) return { mtime: stat.mtimeMs, file: p };
  let best = { mtime: 0, file: null };
  for (const entry of readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || /\.test\.tsx?$/.test(entry.name)) continue;
    const found = newestMtime(path.join(p, entry.name));
    if (found.mtime > best.mtime) best = found;
  }
  return best;
}

/**
 * Why `built` must be made again from `inputs` (it is missing, or an input is newer), in
 * Russian for the start's log line; null when it is up to date.
 */
export function whyRebuild(root, built, inputs, missing) {
  if (!existsSync(built)) return missing;
  const builtAt = statSync(built).mtimeMs;
  for (const input of inputs) {
    const { mtime, file } = newestMtime(input);
    if (mtime > builtAt) return `исходники новее сборки: ${path.relative(root, file)}`;
  }
  return null;
}
