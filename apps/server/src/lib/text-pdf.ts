import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { Subset } from '@pdf-lib/fontkit';

// One-page Russian text documents: the owners' visit and payback policies (issue 4 "Data": PDF
// files) and the tax-deduction certificates (issue 12). A full PDF library re-subsets the font
// for every document (~50 ms each, 60 documents at every fresh start), so this writes the few
// objects a text page needs by hand and shares one font subset (DejaVu Sans from the
// `dejavu-fonts-ttf` package — no downloads) between all documents: ~0.1 ms each.

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 56;
const CHARSET =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~' +
  'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя«»—–№…„“”’•';

interface SharedFont {
  /** Code point → [CID, width in 1/1000 em]. */
  glyphs: Map<number, [number, number]>;
  /** The font's objects (numbers 5–9), identical in every document. */
  objects: Buffer[];
}

let shared: Promise<SharedFont> | undefined;

function encodeSubset(subset: Subset): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Uint8Array[] = [];
    subset
      .encodeStream()
      .on('data', (c) => chunks.push(c))
      .on('end', () => resolve(Buffer.concat(chunks)));
  });
}

const obj = (n: number, body: string | Buffer): Buffer =>
  Buffer.concat([Buffer.from(`${n} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);

function stream(n: number, dict: string, data: Buffer): Buffer {
  const packed = deflateSync(data);
  return obj(
    n,
    Buffer.concat([
      Buffer.from(`<< ${dict} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`),
      packed,
      Buffer.from('\nendstream'),
    ]),
  );
}

const hex4 = (n: number): string => n.toString(16).padStart(4, '0');

/** ToUnicode CMap: lets viewers copy and search the Russian text. */
function toUnicode(glyphs: Map<number, [number, number]>): Buffer {
  const pairs = [...glyphs].map(([cp, [cid]]) => `<${hex4(cid)}> <${hex4(cp)}>`);
  const chunks: string[] = [];
  for (let i = 0; i < pairs.length; i += 100) {
    const part = pairs.slice(i, i + 100);
    chunks.push(`${part.length} beginbfchar\n${part.join('\n')}\nendbfchar`);
  }
  return Buffer.from(
    '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n' +
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n' +
      '/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n' +
      '1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n' +
      `${chunks.join('\n')}\nendcmap\nCMapName currentdict /CMap defineresource pop\nend\nend`,
  );
}

async function buildSharedFont(): Promise<SharedFont> {
  const require = createRequire(import.meta.url);
  const bytes = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
  // Loaded with the first document, not with the server: fontkit alone took ~0.4 s of every
  // start's module loading (issue 27), and a start from the template draws no document.
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  const font = fontkit.create(bytes);
  const subset = font.createSubset();
  const scale = 1000 / font.unitsPerEm;
  const glyphs = new Map<number, [number, number]>();
  for (const ch of CHARSET) {
    const cp = ch.codePointAt(0)!;
    const glyph = font.glyphForCodePoint(cp);
    glyphs.set(cp, [subset.includeGlyph(glyph), Math.round(glyph.advanceWidth * scale)]);
  }
  const file = await encodeSubset(subset);
  const widths = [...glyphs.values()]
    .sort((a, b) => a[0] - b[0])
    .map(([cid, w]) => `${cid} [${w}]`)
    .join(' ');
  const name = '/SKAAAA+DejaVuSans';
  const bbox = font.bbox;
  const s = (v: number): number => Math.round(v * scale);
  return {
    glyphs,
    objects: [
      obj(
        5,
        `<< /Type /Font /Subtype /Type0 /BaseFont ${name} /Encoding /Identity-H ` +
          '/DescendantFonts [6 0 R] /ToUnicode 8 0 R >>',
      ),
      obj(
        6,
        `<< /Type /Font /Subtype /CIDFontType2 /BaseFont ${name} ` +
          '/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ' +
          `/FontDescriptor 7 0 R /CIDToGIDMap /Identity /DW 1000 /W [${widths}] >>`,
      ),
      obj(
        7,
        `<< /Type /FontDescriptor /FontName ${name} /Flags 32 ` +
          `/FontBBox [${s(bbox.minX)} ${s(bbox.minY)} ${s(bbox.maxX)} ${s(bbox.maxY)}] ` +
          `/ItalicAngle 0 /Ascent ${s(font.ascent)} /Descent ${s(font.descent)} ` +
          `/CapHeight ${s(font.capHeight)} /StemV 80 /FontFile2 9 0 R >>`,
      ),
      stream(8, '', toUnicode(glyphs)),
      stream(9, `/Length1 ${file.length}`, file),
    ],
  };
}

function textWidth(font: SharedFont, text: string, size: number): number {
  let w = 0;
  for (const ch of text) w += font.glyphs.get(ch.codePointAt(0)!)?.[1] ?? 500;
  return (w * size) / 1000;
}

/** Greedy word wrap to the text column. */
function wrap(font: SharedFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(font, next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const encodeText = (font: SharedFont, text: string): string =>
  [...text].map((ch) => hex4(font.glyphs.get(ch.codePointAt(0)!)?.[0] ?? 0)).join('');

const utf16 = (text: string): string =>
  'FEFF' + [...text].map((ch) => hex4(ch.charCodeAt(0))).join('');

export interface TextDocument {
  title: string;
  /** Lines under the title (organisation, INN). */
  subtitle: string[];
  paragraphs: string[];
}

/** One A4 page (the text is kept short enough to fit). */
function content(font: SharedFont, doc: TextDocument): Buffer {
  const ops: string[] = [];
  let y = PAGE_H - MARGIN;
  const put = (text: string, size: number, gap: number): void => {
    for (const line of wrap(font, text, size, PAGE_W - 2 * MARGIN)) {
      y -= size * 1.35;
      ops.push(`BT /F1 ${size} Tf ${MARGIN} ${y.toFixed(1)} Td <${encodeText(font, line)}> Tj ET`);
    }
    y -= gap;
  };
  put(doc.title, 16, 6);
  for (const line of doc.subtitle) put(line, 10, 0);
  y -= 10;
  for (const p of doc.paragraphs) put(p, 10.5, 5);
  return Buffer.from(ops.join('\n'));
}

/** A real, viewable PDF (pdf.js, browsers) with the given Russian text. */
export async function textPdf(doc: TextDocument): Promise<Buffer> {
  const font = await (shared ??= buildSharedFont());
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  const objects = [
    obj(1, '<< /Type /Catalog /Pages 2 0 R >>'),
    obj(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    obj(
      3,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
        '/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    ),
    stream(4, '', content(font, doc)),
    ...font.objects,
    obj(10, `<< /Title <${utf16(doc.title)}> /Producer (Sportkarta) >>`),
  ];
  const offsets: number[] = [];
  let offset = parts[0]!.length;
  for (const o of objects) {
    offsets.push(offset);
    parts.push(o);
    offset += o.length;
  }
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 10 0 R >>\n`,
    `startxref\n${offset}\n%%EOF\n`,
  ].join('');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}
