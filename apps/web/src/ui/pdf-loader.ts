// Loaded only through `import('./pdf-loader')` when a document is opened, so pdf.js (~400 KB)
// never lands in the first chunk (stack-notes: keep everything but Ionic out of it).
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  return getDocument({ data: new Uint8Array(data) }).promise;
}
