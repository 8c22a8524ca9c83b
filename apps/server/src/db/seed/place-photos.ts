import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SCENE_ALTS, SCENE_VARIANTS } from './places-data';

// Venue photos of the demo seed: drawn scenes shipped as SVG under apps/server/media/places and
// served at /media/places/<scene>-<variant>.svg (no downloads, issue 4 "Data"). Regenerate with
// `node --import tsx apps/server/src/db/seed/place-photos.ts`.

const W = 800;
const H = 450;

interface Palette {
  a: string;
  b: string;
  c: string;
}

const PALETTES: Readonly<Record<string, readonly Palette[]>> = {
  pool: [
    { a: '#0077b6', b: '#48cae4', c: '#caf0f8' },
    { a: '#03045e', b: '#0096c7', c: '#ade8f4' },
    { a: '#006d77', b: '#83c5be', c: '#edf6f9' },
  ],
  warm: [
    { a: '#9c6644', b: '#ddb892', c: '#ede0d4' },
    { a: '#6d597a', b: '#b56576', c: '#eaac8b' },
    { a: '#335c67', b: '#e09f3e', c: '#fff3b0' },
  ],
  green: [
    { a: '#2d6a4f', b: '#52b788', c: '#d8f3dc' },
    { a: '#386641', b: '#6a994e', c: '#f2e8cf' },
    { a: '#1b4332', b: '#40916c', c: '#b7e4c7' },
  ],
  cold: [
    { a: '#274c77', b: '#a3cef1', c: '#f8f9fa' },
    { a: '#3a506b', b: '#bde0fe', c: '#ffffff' },
    { a: '#5e548e', b: '#cdb4db', c: '#f8f7ff' },
  ],
};

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w = 4): string =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${w}"/>`;

const SCENES: Readonly<Record<string, { palette: string; draw: (p: Palette) => string }>> = {
  pool: {
    palette: 'pool',
    draw: (p) =>
      rect(0, 0, W, 120, p.c) +
      rect(0, 120, W, 330, p.b) +
      range(6)
        .map((i) => {
          const y = 150 + i * 52;
          return `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="#d62828" stroke-width="6" stroke-dasharray="18 14"/>`;
        })
        .join('') +
      range(5)
        .map((i) => rect(90 + i * 140, 96, 60, 24, p.a, ' rx="4"'))
        .join('') +
      range(7)
        .map((i) => line(0, 180 + i * 40, W, 170 + i * 40, p.c, 2))
        .join(''),
  },
  gym: {
    palette: 'warm',
    draw: (p) =>
      rect(0, 0, W, 300, p.c) +
      rect(0, 300, W, 150, p.a) +
      rect(80, 60, 260, 160, '#ffffff', ' opacity="0.6"') +
      line(150, 250, 650, 250, '#333', 10) +
      rect(120, 200, 30, 100, '#222', ' rx="6"') +
      rect(650, 200, 30, 100, '#222', ' rx="6"') +
      rect(300, 320, 220, 30, p.b, ' rx="10"') +
      range(6)
        .map((i) => rect(560 + i * 36, 360, 24, 44, '#444', ' rx="6"'))
        .join(''),
  },
  pitch: {
    palette: 'green',
    draw: (p) =>
      rect(0, 0, W, 110, p.c) +
      range(8)
        .map((i) => rect(0, 110 + i * 43, W, 43, i % 2 ? p.b : p.a))
        .join('') +
      `<ellipse cx="400" cy="290" rx="110" ry="55" fill="none" stroke="#fff" stroke-width="5"/>` +
      line(0, 290, W, 290, '#fff', 5) +
      `<path d="M330 110 v-70 h140 v70" fill="none" stroke="#fff" stroke-width="8"/>` +
      `<circle cx="520" cy="360" r="16" fill="#fff"/>`,
  },
  tennis: {
    palette: 'warm',
    draw: (p) =>
      rect(0, 0, W, H, p.c) +
      `<path d="M220 70 H580 L760 430 H40 Z" fill="${p.b}" stroke="#fff" stroke-width="6"/>` +
      `<path d="M270 70 L120 430 M530 70 L680 430 M400 70 V430" stroke="#fff" stroke-width="4"/>` +
      rect(80, 230, 640, 46, '#1d3557', ' opacity="0.85"') +
      `<circle cx="560" cy="150" r="14" fill="#e9ff70"/>`,
  },
  ice: {
    palette: 'cold',
    draw: (p) =>
      rect(0, 0, W, H, p.a) +
      rect(40, 80, 720, 340, p.c, ' rx="120"') +
      line(400, 80, 400, 420, '#d62828', 8) +
      line(250, 80, 250, 420, '#1d4ed8', 8) +
      line(550, 80, 550, 420, '#1d4ed8', 8) +
      `<circle cx="400" cy="250" r="60" fill="none" stroke="#1d4ed8" stroke-width="4"/>` +
      `<path d="M80 220 h30 v60 h-30" fill="none" stroke="#d62828" stroke-width="6"/>` +
      `<path d="M720 220 h-30 v60 h30" fill="none" stroke="#d62828" stroke-width="6"/>`,
  },
  hall: {
    palette: 'warm',
    draw: (p) =>
      rect(0, 0, W, 260, p.c) +
      rect(0, 260, W, 190, p.b) +
      range(10)
        .map((i) => line(i * 80, 260, i * 80 - 40, 450, p.a, 2))
        .join('') +
      rect(330, 60, 140, 90, '#ffffff', ' stroke="#333" stroke-width="5"') +
      `<ellipse cx="400" cy="160" rx="36" ry="8" fill="none" stroke="#e85d04" stroke-width="6"/>` +
      `<path d="M370 162 l10 40 h40 l10 -40" fill="none" stroke="#fff" stroke-width="3"/>` +
      `<ellipse cx="400" cy="380" rx="180" ry="40" fill="none" stroke="#fff" stroke-width="5"/>`,
  },
  track: {
    palette: 'green',
    draw: (p) =>
      rect(0, 0, W, 130, p.c) +
      rect(0, 130, W, 320, '#c1440e') +
      range(6)
        .map((i) => line(0, 150 + i * 50, W, 130 + i * 62, '#fff', 3))
        .join('') +
      rect(0, 100, W, 40, p.b) +
      range(5)
        .map(
          (i) =>
            `<text x="${60 + i * 150}" y="${260 + i * 30}" font-size="34" font-family="sans-serif" fill="#fff">${i + 1}</text>`,
        )
        .join(''),
  },
  yoga: {
    palette: 'cold',
    draw: (p) =>
      rect(0, 0, W, 300, p.c) +
      rect(0, 300, W, 150, p.b) +
      rect(500, 40, 220, 200, p.a, ' opacity="0.25"') +
      line(610, 40, 610, 240, '#fff', 6) +
      range(4)
        .map((i) =>
          rect(
            60 + i * 110,
            330,
            80,
            110,
            ['#ff8fab', '#90e0ef', '#b5e48c', '#ffd166'][i]!,
            ' rx="10"',
          ),
        )
        .join('') +
      `<circle cx="120" cy="250" r="40" fill="#52b788"/>` +
      rect(105, 270, 30, 40, '#6c584c'),
  },
  martial: {
    palette: 'warm',
    draw: (p) =>
      rect(0, 0, W, H, p.a) +
      `<path d="M120 180 H680 L760 420 H40 Z" fill="${p.c}"/>` +
      range(3)
        .map((i) => line(120 - i * 10, 120 + i * 30, 680 + i * 10, 120 + i * 30, '#d62828', 5))
        .join('') +
      [120, 680].map((x) => rect(x - 8, 100, 16, 110, '#222')).join('') +
      `<circle cx="400" cy="300" r="50" fill="none" stroke="${p.b}" stroke-width="6"/>`,
  },
  climbing: {
    palette: 'cold',
    draw: (p) =>
      rect(0, 0, W, H, p.a) +
      `<path d="M60 450 L140 0 H660 L740 450 Z" fill="${p.c}"/>` +
      range(28)
        .map((i) => {
          const x = 170 + ((i * 97) % 460);
          const y = 30 + ((i * 53) % 390);
          const colours = ['#e63946', '#f4a261', '#2a9d8f', '#8338ec', '#ffbe0b'];
          return `<circle cx="${x}" cy="${y}" r="${8 + (i % 4) * 3}" fill="${colours[i % 5]}"/>`;
        })
        .join(''),
  },
  bowling: {
    palette: 'warm',
    draw: (p) =>
      rect(0, 0, W, H, p.a) +
      range(3)
        .map(
          (i) =>
            `<path d="M${210 + i * 130} 120 H${290 + i * 130} L${330 + i * 200 - 100} 450 H${i * 200 + 50} Z" fill="${p.c}"/>`,
        )
        .join('') +
      range(3)
        .map((i) =>
          range(4)
            .map(
              (j) =>
                `<ellipse cx="${222 + i * 130 + j * 18}" cy="115" rx="7" ry="18" fill="#fff" stroke="#d62828" stroke-width="2"/>`,
            )
            .join(''),
        )
        .join('') +
      `<circle cx="380" cy="360" r="34" fill="${p.b}"/>`,
  },
  chess: {
    palette: 'green',
    draw: (p) =>
      rect(0, 0, W, H, p.c) +
      range(64)
        .map((i) => {
          const x = 240 + (i % 8) * 40;
          const y = 65 + Math.floor(i / 8) * 40;
          return (i + Math.floor(i / 8)) % 2 ? rect(x, y, 40, 40, p.a) : rect(x, y, 40, 40, '#fff');
        })
        .join('') +
      `<path d="M330 300 q10 -40 -5 -60 h30 q-15 20 -5 60 z" fill="#111"/>` +
      `<path d="M450 220 q10 -40 -5 -60 h30 q-15 20 -5 60 z" fill="#f1f1f1" stroke="#111"/>`,
  },
  rowing: {
    palette: 'pool',
    draw: (p) =>
      rect(0, 0, W, 170, p.c) +
      rect(0, 170, W, 280, p.a) +
      rect(0, 150, W, 30, '#2d6a4f') +
      `<path d="M120 300 H680 L640 320 H160 Z" fill="#f8f9fa"/>` +
      range(8)
        .map((i) => line(190 + i * 60, 300, 150 + i * 60, 360, '#ffd166', 5))
        .join('') +
      range(4)
        .map((i) => line(0, 380 + i * 18, W, 380 + i * 18, p.b, 2))
        .join(''),
  },
};

export function renderPlacePhoto(scene: string, variant: number): string {
  const def = SCENES[scene];
  if (!def) throw new Error(`unknown scene ${scene}`);
  const palette = PALETTES[def.palette]![(variant - 1) % SCENE_VARIANTS]!;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="t">`,
    `<title id="t">${SCENE_ALTS[scene] ?? ''}</title>`,
    def.draw(palette),
    `<rect width="${W}" height="${H}" fill="#000" opacity="${0.04 * (variant - 1)}"/>`,
    '</svg>',
    '',
  ].join('\n');
}

export const PHOTO_SCENES = Object.keys(SCENES);

/** Writes every scene in every colour variant into `dir`. */
export function writePlacePhotos(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const scene of PHOTO_SCENES) {
    for (let v = 1; v <= SCENE_VARIANTS; v++) {
      writeFileSync(path.join(dir, `${scene}-${v}.svg`), renderPlacePhoto(scene, v));
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  writePlacePhotos(path.resolve(here, '../../../media/places'));
}
