import type { PermitDocScan } from '@sportkarta/contract/api/permit-docs';
import { useState } from 'react';
import { ruDocuments as t } from '@/i18n/ru-documents';
import { AlertBanner } from '@/ui/alert-banner';
import { Dialog } from '@/ui/dialog';
import { PdfViewerModal } from '@/ui/pdf-viewer-modal';
import { useObjectUrl } from '@/ui/use-object-url';
import { useScan } from '../api/get-scan';

/** The whole image scan in a full-screen dialog, fetched with the person's token. */
function ImageViewer({ url, onClose }: { url: string; onClose: () => void }) {
  const scan = useScan(url);
  const src = useObjectUrl(scan.data);
  return (
    <Dialog open onClose={onClose} title={t.scanTitle} variant="fullscreen">
      {scan.isError ? (
        <AlertBanner type="error" title={t.scanLoadError} />
      ) : src ? (
        <img className="sk-docs__scan-full" src={src} alt={t.scanTitle} />
      ) : (
        <p className="sk-pdf__state" role="status">
          <span className="sk-spinner" aria-hidden="true" />
        </p>
      )}
    </Dialog>
  );
}

/** A PDF scan in the policies' viewer (spec §2.3 PDF viewer modal), as a blob. */
function PdfViewer({ url, onClose }: { url: string; onClose: () => void }) {
  const scan = useScan(url);
  if (scan.isError)
    return (
      <Dialog open onClose={onClose} title={t.scanTitle} variant="fullscreen">
        <AlertBanner type="error" title={t.scanLoadError} />
      </Dialog>
    );
  // Until the blob comes, the viewer shows its own «loading» state.
  return <PdfViewerModal open source={scan.data ?? null} onClose={onClose} title={t.scanTitle} />;
}

/**
 * One scan of a document: a thumbnail for an image (fetched with the token), a PDF tile for a
 * PDF; a tap opens it whole.
 */
export function ScanThumb({ scan, index }: { scan: PermitDocScan; index: number }) {
  const [open, setOpen] = useState(false);
  const pdf = scan.contentType === 'application/pdf';
  const thumb = useScan(scan.thumbUrl);
  const src = useObjectUrl(thumb.data);
  return (
    <>
      <button
        type="button"
        className="sk-docs__thumb sk-focusable"
        aria-label={t.openScan(index, pdf)}
        onClick={() => setOpen(true)}
      >
        {pdf ? (
          <span className="sk-docs__thumb-pdf" aria-hidden="true">
            {t.scanPdf}
          </span>
        ) : src ? (
          <img src={src} alt="" />
        ) : (
          <span className="sk-docs__thumb-wait" aria-hidden="true" />
        )}
      </button>
      {open && pdf ? <PdfViewer url={scan.url} onClose={() => setOpen(false)} /> : null}
      {open && !pdf ? <ImageViewer url={scan.url} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
