import type { default as Sharp } from 'sharp';

// sharp (libvips) is loaded with the first picture it draws, not with the server: its module
// took a noticeable part of every start's loading (issue 27), and a start draws no picture.
let loaded: Promise<typeof Sharp> | undefined;

/** The sharp function, imported on first use. */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then((m) => m.default);
  return loaded;
}
