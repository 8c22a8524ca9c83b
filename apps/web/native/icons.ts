import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

// Issue 15: every app icon and splash screen — Android, iOS and the web app's manifest — is drawn
// from one source image, native/icon.svg (a full-bleed square; the mark keeps inside the
// adaptive icons' safe zone). Run by `npm run native:sync` (sharp ships its binary as an npm
// package: nothing is downloaded). Edit the SVG, run the sync, commit the PNGs.

export const ICON_SOURCE = path.join(import.meta.dirname, 'icon.svg');
/** spec-less brand colours, the same as the web manifest's (vite.config.ts). */
export const SPLASH_BACKGROUND = '#f4f7f6';
export const ICON_BACKGROUND = '#0b8f5a';

const ANDROID_DENSITIES = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 } as const;
const ANDROID_SPLASH: Record<string, [number, number]> = {
  drawable: [480, 320],
  'drawable-land-mdpi': [480, 320],
  'drawable-land-hdpi': [800, 480],
  'drawable-land-xhdpi': [1280, 720],
  'drawable-land-xxhdpi': [1600, 960],
  'drawable-land-xxxhdpi': [1920, 1280],
  'drawable-port-mdpi': [320, 480],
  'drawable-port-hdpi': [480, 800],
  'drawable-port-xhdpi': [720, 1280],
  'drawable-port-xxhdpi': [960, 1600],
  'drawable-port-xxxhdpi': [1280, 1920],
};

const svg = (size: number) => sharp(ICON_SOURCE, { density: (72 * size) / 512 }).resize(size);

/** The icon as a tile with the platform's rounded corners (`radius` of the side) or a circle. */
async function rounded(size: number, radius: number): Promise<Buffer> {
  const r = Math.round(size * radius);
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${r}" ry="${r}"/></svg>`,
  );
  return svg(size)
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

async function write(file: string, image: Promise<Buffer>): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await image);
}

/** A splash: the rounded icon, a quarter of the shorter side, centred on the light background. */
async function splash(width: number, height: number): Promise<Buffer> {
  const size = Math.round(Math.min(width, height) / 4);
  return sharp({
    create: { width, height, channels: 3, background: SPLASH_BACKGROUND },
  })
    .composite([{ input: await rounded(size, 0.22), gravity: 'centre' }])
    .png()
    .toBuffer();
}

export async function androidIcons(androidDir: string): Promise<void> {
  const res = path.join(androidDir, 'app', 'src', 'main', 'res');
  for (const [density, scale] of Object.entries(ANDROID_DENSITIES)) {
    const dir = path.join(res, `mipmap-${density}`);
    await write(path.join(dir, 'ic_launcher.png'), rounded(48 * scale, 0.18));
    await write(path.join(dir, 'ic_launcher_round.png'), rounded(48 * scale, 0.5));
    // Adaptive icon (Android 8+): 108 dp, full bleed; the launcher masks it.
    await write(
      path.join(dir, 'ic_launcher_foreground.png'),
      svg(108 * scale)
        .png()
        .toBuffer(),
    );
  }
  for (const [dir, [w, h]] of Object.entries(ANDROID_SPLASH)) {
    await write(path.join(res, dir, 'splash.png'), splash(w, h));
  }
}

export async function iosIcons(iosDir: string): Promise<void> {
  const assets = path.join(iosDir, 'App', 'App', 'Assets.xcassets');
  // iOS rounds the corners itself and refuses an icon with transparency.
  await write(
    path.join(assets, 'AppIcon.appiconset', 'AppIcon-512@2x.png'),
    svg(1024).flatten({ background: ICON_BACKGROUND }).png().toBuffer(),
  );
  for (const name of ['splash-2732x2732.png', 'splash-2732x2732-1.png', 'splash-2732x2732-2.png']) {
    await write(path.join(assets, 'Splash.imageset', name), splash(2732, 2732));
  }
}

/** The web manifest's icons (vite.config.ts) and the page's touch icon and favicon. */
export async function webIcons(publicDir: string): Promise<void> {
  const icons = path.join(publicDir, 'icons');
  await write(path.join(icons, 'icon-192.png'), rounded(192, 0.22));
  await write(path.join(icons, 'icon-512.png'), rounded(512, 0.22));
  await write(path.join(icons, 'icon-maskable-512.png'), svg(512).png().toBuffer());
  await write(path.join(icons, 'apple-touch-icon.png'), svg(180).png().toBuffer());
  await write(path.join(icons, 'favicon-32.png'), rounded(32, 0.22));
}
