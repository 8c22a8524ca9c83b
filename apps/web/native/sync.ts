import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { deepLinkPrefixes } from '@sportkarta/contract/routes/deep-links';
import { patchBuildGradle, patchIconBackground, patchManifest } from './android';
import { ICON_BACKGROUND } from './icons';
import {
  ENTITLEMENTS_FILE,
  entitlements,
  patchAppDelegate,
  patchInfoPlist,
  patchPbxproj,
} from './ios';
import { capacitorConfig } from './native-config';

// `npm run native:sync`: keeps android/ and ios/ in step with the web app and the contract's
// app identity (docs/native.md). Copies the built web app in (building it when there is no
// build), updates the plugins, and writes the app's own settings into the generated projects.
// It needs the npm registry at most once (a Node 22 binary for the Capacitor CLI, which refuses
// Node 20); Gradle, CocoaPods and Xcode are not run.

const web = path.resolve(import.meta.dirname, '..');
const repo = path.resolve(web, '..', '..');
const android = path.join(web, 'android');
const ios = path.join(web, 'ios');

/** A Node ≥ 22 for the Capacitor CLI: this one, NATIVE_NODE, or one cached from the npm registry. */
function node22(): string {
  if (Number(process.versions.node.split('.')[0]) >= 22) return process.execPath;
  if (process.env.NATIVE_NODE) return process.env.NATIVE_NODE;
  const pkg = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  const cache = path.join(homedir(), '.cache', 'sportkarta', 'node22');
  const bin = path.join(cache, 'node_modules', pkg, 'bin', 'node');
  if (!existsSync(bin)) {
    console.info(`native:sync: Node 22 для Capacitor CLI ставится в ${cache} (${pkg}@22)`);
    execFileSync(
      'npm',
      ['install', '--prefix', cache, '--no-save', '--no-package-lock', `${pkg}@22`],
      { stdio: 'inherit' },
    );
  }
  return bin;
}

function cap(node: string, ...args: string[]): void {
  const cli = path.join(repo, 'node_modules', '@capacitor', 'cli', 'bin', 'capacitor');
  execFileSync(node, [cli, ...args], { cwd: web, stdio: 'inherit' });
}

function edit(file: string, change: (text: string) => string): void {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after !== before) writeFileSync(file, after);
}

/** The precompressed copies (.br, .gz) serve the web server only: not into the app packages. */
function dropCompressed(dir: string): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) dropCompressed(file);
    else if (/\.(br|gz)$/.test(name)) rmSync(file);
  }
}

if (!existsSync(path.join(web, 'dist', 'index.html'))) {
  execFileSync('npm', ['run', 'build'], { cwd: repo, stdio: 'inherit' });
}
writeFileSync(
  path.join(web, 'capacitor.config.json'),
  JSON.stringify(capacitorConfig, null, 2) + '\n',
);
const node = node22();
if (!existsSync(android)) cap(node, 'add', 'android');
if (!existsSync(ios)) cap(node, 'add', 'ios');
cap(node, 'sync');
dropCompressed(path.join(android, 'app', 'src', 'main', 'assets', 'public'));
dropCompressed(path.join(ios, 'App', 'App', 'public'));

const main = path.join(android, 'app', 'src', 'main');
edit(path.join(main, 'AndroidManifest.xml'), (xml) => patchManifest(xml, deepLinkPrefixes()));
edit(path.join(android, 'app', 'build.gradle'), patchBuildGradle);
edit(path.join(main, 'res', 'values', 'ic_launcher_background.xml'), (xml) =>
  patchIconBackground(xml, ICON_BACKGROUND),
);

edit(path.join(ios, 'App', 'App', 'Info.plist'), patchInfoPlist);
edit(path.join(ios, 'App', 'App.xcodeproj', 'project.pbxproj'), patchPbxproj);
edit(path.join(ios, 'App', 'App', 'AppDelegate.swift'), patchAppDelegate);
writeFileSync(path.join(ios, 'App', ENTITLEMENTS_FILE), entitlements());
console.info('native:sync: android/ и ios/ обновлены (docs/native.md)');
