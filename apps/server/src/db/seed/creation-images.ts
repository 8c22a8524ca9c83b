import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CREATION_KINDS, type CreationKind } from '@sportkarta/contract/api/creations';

// Pictures of the demo poster (issue 14): a drawn scene per kind in three colourings, shipped
// as SVG under apps/server/media/creations and served at /media/creations/<kind>-<n>.svg, like
// the venue photos (place-photos.ts; nothing downloaded). Regenerate with
// `node --import tsx apps/server/src/db/seed/creation-images.ts`.

const W = 800;
const H = 450;
const VARIANTS = 3;

interface Palette {
  sky: string;
  main: string;
  accent: string;
}

const PALETTES: readonly Palette[] = [
  { sky: '#1b263b', main: '#e63946', accent: '#ffd166' },
  { sky: '#2d3a8c', main: '#06d6a0', accent: '#ffffff' },
  { sky: '#3c1642', main: '#ff9f1c', accent: '#f1faee' },
];

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;

const SCENES: Readonly<Record<CreationKind, { alt: string; draw: (p: Palette) => string }>> = {
  CONCERT: {
    alt: 'Сцена концерта с лучами прожекторов',
    draw: (p) =>
      range(5)
        .map(
          (i) =>
            `<path d="M${160 + i * 120} 0 L${100 + i * 150} 330 L${220 + i * 110} 330 Z" fill="${p.accent}" opacity="0.18"/>`,
        )
        .join('') +
      rect(0, 330, W, 120, '#111') +
      rect(120, 300, 560, 34, p.main, ' rx="6"') +
      range(14)
        .map((i) => circle(40 + i * 56, 420, 22, '#222') + circle(40 + i * 56, 392, 14, '#222'))
        .join(''),
  },
  PERFORMANCE: {
    alt: 'Театральная сцена с занавесом',
    draw: (p) =>
      rect(140, 60, 520, 300, p.accent, ' opacity="0.25"') +
      `<path d="M0 0 H300 Q220 170 250 380 Q120 320 0 380 Z" fill="${p.main}"/>` +
      `<path d="M800 0 H500 Q580 170 550 380 Q680 320 800 380 Z" fill="${p.main}"/>` +
      rect(0, 0, W, 50, p.main) +
      rect(0, 370, W, 80, '#3b2314') +
      circle(400, 250, 46, p.accent, ' opacity="0.85"') +
      rect(340, 300, 120, 70, p.accent, ' rx="10" opacity="0.6"'),
  },
  EXCURSION: {
    alt: 'Силуэт города с башнями и рекой',
    draw: (p) =>
      circle(640, 110, 50, p.accent, ' opacity="0.9"') +
      `<path d="M0 330 V250 H60 V200 H100 V250 H150 V160 L175 100 L200 160 V250 H260 V210 H320 V120 L350 60 L380 120 V250 H440 V190 H500 V250 H560 V150 H600 V250 H680 V220 H740 V250 H800 V330 Z" fill="${p.main}"/>` +
      rect(0, 330, W, 120, '#0b3954') +
      range(6)
        .map((i) => rect(40 + i * 130, 360 + (i % 2) * 30, 80, 5, p.accent, ' opacity="0.6"'))
        .join(''),
  },
  MOVIE: {
    alt: 'Кинозал и экран',
    draw: (p) =>
      rect(120, 50, 560, 240, p.accent, ' rx="8"') +
      `<path d="M330 110 L480 170 L330 230 Z" fill="${p.main}"/>` +
      range(3)
        .map((row) =>
          range(12)
            .map((i) => rect(30 + i * 64 + row * 10, 320 + row * 42, 48, 34, p.main, ' rx="8"'))
            .join(''),
        )
        .join(''),
  },
  EVENT: {
    alt: 'Праздничные флажки над площадью',
    draw: (p) =>
      range(2)
        .map(
          (row) =>
            `<path d="M0 ${70 + row * 90} Q400 ${150 + row * 90} 800 ${70 + row * 90}" fill="none" stroke="${p.accent}" stroke-width="3"/>` +
            range(10)
              .map((i) => {
                const x = 40 + i * 80;
                const y = 70 + row * 90 + Math.sin((i / 9) * Math.PI) * 62;
                const fill = i % 2 ? p.main : p.accent;
                return `<path d="M${x - 20} ${y} L${x + 20} ${y} L${x} ${y + 44} Z" fill="${fill}"/>`;
              })
              .join(''),
        )
        .join('') +
      rect(0, 340, W, 110, p.main, ' opacity="0.85"') +
      range(5)
        .map((i) => rect(60 + i * 150, 280, 100, 60, p.accent, ' rx="6"'))
        .join(''),
  },
  ADMISSION: {
    alt: 'Каток с огнями',
    draw: (p) =>
      rect(0, 250, W, 200, '#e0f2fe') +
      `<ellipse cx="400" cy="350" rx="330" ry="70" fill="none" stroke="#93c5fd" stroke-width="4"/>` +
      range(16)
        .map((i) => circle(25 + i * 50, 60 + (i % 3) * 14, 8, i % 2 ? p.main : p.accent))
        .join('') +
      `<path d="M0 60 Q400 110 800 60" fill="none" stroke="${p.accent}" stroke-width="2"/>` +
      range(4)
        .map(
          (i) =>
            `<path d="M${180 + i * 130} 330 q10 -60 30 -70 q20 10 10 70 z" fill="${i % 2 ? p.main : p.sky}"/>`,
        )
        .join(''),
  },
  SPORT_EVENT: {
    alt: 'Стадион с полем и трибунами',
    draw: (p) =>
      `<ellipse cx="400" cy="300" rx="390" ry="150" fill="${p.main}" opacity="0.6"/>` +
      `<ellipse cx="400" cy="310" rx="310" ry="110" fill="#2d6a4f"/>` +
      `<ellipse cx="400" cy="310" rx="60" ry="24" fill="none" stroke="#fff" stroke-width="4"/>` +
      `<line x1="400" y1="200" x2="400" y2="420" stroke="#fff" stroke-width="4"/>` +
      range(4)
        .map(
          (i) => rect(60 + i * 210, 40, 14, 110, '#ccc') + circle(67 + i * 210, 40, 18, p.accent),
        )
        .join(''),
  },
};

const fileName = (kind: CreationKind, variant: number): string =>
  `${kind.toLowerCase().replace('_', '-')}-${variant}.svg`;

/** The picture of the `n`-th creation of a kind (the colourings take turns). */
export const creationImage = (kind: CreationKind, n: number): string =>
  `/media/creations/${fileName(kind, (n % VARIANTS) + 1)}`;

export const creationImageAlt = (kind: CreationKind): string => SCENES[kind].alt;

export function renderCreationImage(kind: CreationKind, variant: number): string {
  const palette = PALETTES[(variant - 1) % VARIANTS]!;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="t">`,
    `<title id="t">${SCENES[kind].alt}</title>`,
    rect(0, 0, W, H, palette.sky),
    SCENES[kind].draw(palette),
    '</svg>',
    '',
  ].join('\n');
}

/** Writes every kind in every colouring into `dir`. */
export function writeCreationImages(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const kind of CREATION_KINDS)
    for (let v = 1; v <= VARIANTS; v++)
      writeFileSync(path.join(dir, fileName(kind, v)), renderCreationImage(kind, v));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  writeCreationImages(path.resolve(here, '../../../media/creations'));
}
