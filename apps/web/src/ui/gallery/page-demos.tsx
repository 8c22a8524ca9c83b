import { useState } from 'react';
import { ruDevSettings } from '@/i18n/ru-dev-settings';
import { AuthPlaceholder, useAuthRequired } from '../auth-required-modal';
import { useDeviceClass } from '../device';
import { BackToMainLink, GroupsAbsent, GroupsNotFound, RatesNotSpecified } from '../empty-state';
import { PdfViewerModal } from '../pdf-viewer-modal';
import { GallerySection } from './gallery-section';

const g = ruDevSettings.gallery;

/** The sample document shipped in public/samples for this gallery. */
const SAMPLE_PDF = '/samples/sample-policy.pdf';
const MISSING_PDF = '/samples/missing-policy.pdf';

export function PdfDemo() {
  const [source, setSource] = useState<string | null>(null);
  return (
    <GallerySection title={g.pdf}>
      <div className="sk-gallery__row">
        <button
          type="button"
          className="sk-button sk-button--secondary"
          onClick={() => setSource(SAMPLE_PDF)}
        >
          {g.pdfOpen}
        </button>
        <button
          type="button"
          className="sk-button sk-button--secondary"
          onClick={() => setSource(MISSING_PDF)}
        >
          {g.pdfBroken}
        </button>
      </div>
      <PdfViewerModal
        open={source !== null}
        source={source}
        title={g.pdfTitle}
        fileName="sample-policy.pdf"
        onClose={() => setSource(null)}
      />
    </GallerySection>
  );
}

export function AuthDemo() {
  const requireAuth = useAuthRequired();
  return (
    <GallerySection title={g.auth}>
      <button type="button" className="sk-button sk-button--secondary" onClick={requireAuth}>
        {g.authOpen}
      </button>
      <div className="sk-gallery__card">
        <AuthPlaceholder />
      </div>
    </GallerySection>
  );
}

export function EmptyDemo() {
  return (
    <GallerySection title={g.empty}>
      <div className="sk-gallery__stack">
        <div className="sk-gallery__card">
          <GroupsNotFound />
        </div>
        <div className="sk-gallery__card">
          <GroupsAbsent />
        </div>
        <div className="sk-gallery__card">
          <RatesNotSpecified />
        </div>
        <div className="sk-gallery__center">
          <BackToMainLink />
        </div>
      </div>
    </GallerySection>
  );
}

export function DeviceDemo() {
  const deviceClass = useDeviceClass();
  return (
    <GallerySection title={g.device}>
      <p className="sk-gallery__value" aria-live="polite">
        <code>{deviceClass}</code> — {g.deviceNames[deviceClass]}
      </p>
      <p className="sk-gallery__note">{g.deviceHint}</p>
    </GallerySection>
  );
}

export function ShellDemo() {
  return (
    <GallerySection title={g.shell}>
      <p className="sk-gallery__text">{g.shellText}</p>
    </GallerySection>
  );
}
