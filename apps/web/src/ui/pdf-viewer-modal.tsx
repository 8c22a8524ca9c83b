import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { ru } from '@/i18n/ru';
import { AlertBanner } from './alert-banner';
import { Dialog } from './dialog';
import './ui.css';
import './pdf-viewer.css';
import { useObjectUrl } from './use-object-url';

export interface PdfViewerModalProps {
  open: boolean;
  onClose: () => void;
  /** A URL (same origin or CORS-enabled) or the file itself. */
  source: string | Blob | null;
  title?: string;
  /** Name for «Скачать». */
  fileName?: string;
}

type Status =
  | { kind: 'loading' }
  | { kind: 'ready'; doc: PDFDocumentProxy }
  | { kind: 'error'; message: string };

const ZOOM_MIN = 0.5;
const ZOOM_MAX = 3;
const ZOOM_STEP = 0.25;

async function readBytes(source: string | Blob): Promise<ArrayBuffer> {
  if (typeof source !== 'string') return source.arrayBuffer();
  const response = await fetch(source);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.arrayBuffer();
}

/**
 * PDF viewer for policies (spec §2.4): pages drawn by pdf.js (loaded on demand), zoom and
 * scrolling, and «Скачать» as a fallback when the document cannot be shown.
 */
export function PdfViewerModal({
  open,
  onClose,
  source,
  title = ru.ui.pdfTitle,
  fileName,
}: PdfViewerModalProps) {
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [zoom, setZoom] = useState(1);
  const href = useObjectUrl(open ? source : null);

  useEffect(() => {
    if (!open || !source) return;
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    const load = async () => {
      let bytes: ArrayBuffer;
      try {
        bytes = await readBytes(source);
      } catch {
        if (!cancelled) setStatus({ kind: 'error', message: ru.ui.pdfFetchError });
        return;
      }
      try {
        const { openPdf } = await import('./pdf-loader');
        loaded = await openPdf(bytes);
        if (!cancelled) setStatus({ kind: 'ready', doc: loaded });
      } catch {
        if (!cancelled) setStatus({ kind: 'error', message: ru.ui.pdfRenderError });
      }
    };
    void load();
    return () => {
      cancelled = true;
      setStatus({ kind: 'loading' });
      setZoom(1);
      void loaded?.destroy();
    };
  }, [open, source]);

  const download = href ? (
    <a
      className="sk-button sk-button--secondary sk-pdf__download"
      href={href}
      download={fileName ?? true}
    >
      {ru.ui.pdfDownload}
    </a>
  ) : null;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      variant="fullscreen"
      headerActions={download}
    >
      {status.kind === 'loading' ? (
        <p className="sk-pdf__state" role="status">
          <span className="sk-spinner" aria-hidden="true" />
          {ru.ui.pdfLoading}
        </p>
      ) : null}
      {status.kind === 'error' ? (
        <div className="sk-pdf__error">
          <AlertBanner type="error" title={status.message} />
        </div>
      ) : null}
      {status.kind === 'ready' ? (
        <>
          <div className="sk-pdf__pages">
            {Array.from({ length: status.doc.numPages }, (_, i) => (
              <PdfPage key={i} doc={status.doc} pageNumber={i + 1} zoom={zoom} />
            ))}
          </div>
          <div className="sk-pdf__zoom" role="group" aria-label={`${Math.round(zoom * 100)} %`}>
            <button
              type="button"
              className="sk-icon-button"
              aria-label={ru.ui.pdfZoomOut}
              disabled={zoom <= ZOOM_MIN}
              onClick={() => setZoom((z) => Math.max(ZOOM_MIN, z - ZOOM_STEP))}
            >
              <span aria-hidden="true">−</span>
            </button>
            <output className="sk-pdf__zoom-value" aria-live="polite">
              {Math.round(zoom * 100)} %
            </output>
            <button
              type="button"
              className="sk-icon-button"
              aria-label={ru.ui.pdfZoomIn}
              disabled={zoom >= ZOOM_MAX}
              onClick={() => setZoom((z) => Math.min(ZOOM_MAX, z + ZOOM_STEP))}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}

function PdfPage({
  doc,
  pageNumber,
  zoom,
}: {
  doc: PDFDocumentProxy;
  pageNumber: number;
  zoom: number;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    void doc.getPage(pageNumber).then((page) => {
      if (cancelled) return;
      // Fit the page to the viewer's width at 100 %, then apply the zoom; draw at the device's
      // pixel ratio so text stays sharp on phones.
      const available = (canvas.parentElement?.parentElement?.clientWidth || 360) - 24;
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: (available / base.width) * zoom });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      task = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, pageNumber, zoom]);
  return (
    <div className="sk-pdf__page">
      <canvas ref={canvasRef} role="img" aria-label={ru.ui.pdfPage(pageNumber)} />
    </div>
  );
}
