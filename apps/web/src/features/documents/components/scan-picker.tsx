import {
  PERMIT_DOC_MAX_SCANS,
  PERMIT_DOC_SCAN_ACCEPT,
  PERMIT_DOC_SCAN_MAX_BYTES,
  PERMIT_DOC_SCAN_MAX_SIDE,
  PERMIT_DOC_SCAN_QUALITY,
} from '@sportkarta/contract/config/documents';
import { VALIDATION_MESSAGES } from '@sportkarta/contract/validation-messages';
import { useEffect, useId, useRef, useState } from 'react';
import { ru } from '@/i18n/ru';
import { ruDocuments as t } from '@/i18n/ru-documents';
import { compressPhoto, PhotoError, type PhotoSize } from '@/lib/photo/compress-photo';
import { hasNativeCamera, pickNativePhoto } from '@/lib/photo/native-photo';
import { showToast } from '@/ui/toast/toast-bus';
import type { PickedScan } from '../api/save-permit-doc';
import '@/ui/field.css';

/** Scans keep their small print readable: larger than avatars (spec §5 is about photos). */
const SCAN_SIZE: PhotoSize = { side: PERMIT_DOC_SCAN_MAX_SIDE, quality: PERMIT_DOC_SCAN_QUALITY };

export interface ShownScan extends PickedScan {
  key: number;
  /** An object URL of an image, null for a PDF. */
  preview: string | null;
}

const fail = (message: string) => showToast({ type: 'error', message, header: t.saveFailedHeader });

/** An image from the camera or the gallery made smaller; a PDF kept as it is (checked by size). */
async function toScan(file: Blob): Promise<PickedScan | null> {
  if (file.type === 'application/pdf') {
    if (file.size > PERMIT_DOC_SCAN_MAX_BYTES) throw new PhotoError('too-big');
    return { blob: file, name: 'scan.pdf' };
  }
  if (!/^image\/(jpeg|png)$/.test(file.type)) return null;
  return { blob: await compressPhoto(file, SCAN_SIZE), name: 'scan.jpg' };
}

/** The picked files with their previews (revoked when removed or when the form goes). */
export function useScans() {
  const [scans, setScans] = useState<ShownScan[]>([]);
  const nextKey = useRef(1);
  const urls = useRef(new Set<string>());
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);
  const add = (scan: PickedScan) => {
    const preview = scan.name.endsWith('.pdf') ? null : URL.createObjectURL(scan.blob);
    if (preview) urls.current.add(preview);
    setScans((all) => [...all, { ...scan, key: nextKey.current++, preview }]);
  };
  const remove = (key: number) =>
    setScans((all) =>
      all.filter((s) => s.key !== key || (s.preview && URL.revokeObjectURL(s.preview), false)),
    );
  return { scans, add, remove };
}

/**
 * Scans from the camera or the gallery (spec §2.4; Capacitor Camera in the packaged app) or
 * PDF files, at most PERMIT_DOC_MAX_SCANS (spec §5 «Превышен лимит в {max} файлов»).
 */
export function ScanPicker({
  picked,
  invalid,
}: {
  picked: ReturnType<typeof useScans>;
  invalid: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const room = PERMIT_DOC_MAX_SCANS - picked.scans.length;

  const addFiles = async (files: readonly Blob[]) => {
    if (files.length > room) fail(VALIDATION_MESSAGES.files(PERMIT_DOC_MAX_SCANS));
    for (const file of files.slice(0, Math.max(room, 0))) {
      try {
        const scan = await toScan(file);
        if (scan) picked.add(scan);
        else fail(t.scanNotAccepted);
      } catch (error) {
        const reason = error instanceof PhotoError ? error.reason : 'load';
        fail(
          reason === 'too-big'
            ? t.scanTooBig
            : reason === 'denied'
              ? ru.account.photoDenied
              : ru.account.photoLoadError,
        );
      }
    }
    if (input.current) input.current.value = '';
  };
  const takeNative = async () => {
    try {
      const photo = await pickNativePhoto(SCAN_SIZE);
      if (photo) await addFiles([photo]);
    } catch {
      fail(ru.account.photoDenied);
    }
  };

  return (
    <fieldset className="sk-field sk-docs-form__fieldset" aria-describedby={`${id}-hint`}>
      <legend className="sk-field__label">
        {t.scans}
        <span aria-hidden="true"> *</span>
      </legend>
      <span
        id={`${id}-hint`}
        className={`sk-field__hint${invalid ? ' sk-docs-form__hint--error' : ''}`}
      >
        {t.scansHint}
      </span>
      {picked.scans.length > 0 ? (
        <ul className="sk-docs-form__scans" aria-label={t.scansCount(picked.scans.length)}>
          {picked.scans.map((scan, i) => (
            <li key={scan.key} className="sk-docs-form__scan">
              <span className="sk-docs__thumb">
                {scan.preview ? (
                  <img src={scan.preview} alt="" />
                ) : (
                  <span className="sk-docs__thumb-pdf">{t.scanPdf}</span>
                )}
              </span>
              <button
                type="button"
                className="sk-docs-form__scan-remove"
                aria-label={t.removeScan(i + 1)}
                onClick={() => picked.remove(scan.key)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {room > 0 ? (
        <div className="sk-docs-form__pick">
          {hasNativeCamera() ? (
            <button
              type="button"
              className="sk-button sk-button--secondary"
              onClick={() => void takeNative()}
            >
              {t.takePhoto}
            </button>
          ) : null}
          <label className="sk-button sk-button--secondary">
            {t.addScan}
            <input
              ref={input}
              className="sk-docs-form__file"
              type="file"
              accept={PERMIT_DOC_SCAN_ACCEPT}
              multiple
              data-testid="scan-input"
              onChange={(event) => void addFiles([...(event.target.files ?? [])])}
            />
          </label>
        </div>
      ) : null}
    </fieldset>
  );
}
