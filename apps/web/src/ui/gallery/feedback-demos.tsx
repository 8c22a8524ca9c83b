import { useEffect, useState } from 'react';
import { LOADER_DELAY_MS, SKELETON_MIN_MS } from '@sportkarta/contract/config/timings';
import { ru } from '@/i18n/ru';
import { ruDevSettings } from '@/i18n/ru-dev-settings';
import { AlertBanner } from '../alert-banner';
import { useDelayedFlag, useMinimumDuration } from '../delayed';
import { LoadingOverlay } from '../loading-overlay';
import { showToast } from '../toast/toast-bus';
import { GallerySection } from './gallery-section';

const g = ruDevSettings.gallery;

export function ToastsDemo() {
  const [count, setCount] = useState(1);
  return (
    <GallerySection title={g.toasts}>
      <div className="sk-gallery__row">
        <button
          type="button"
          className="sk-button sk-button--secondary"
          onClick={() => showToast({ type: 'error', message: g.toastErrorText })}
        >
          {g.toastError}
        </button>
        <button
          type="button"
          className="sk-button sk-button--secondary"
          onClick={() =>
            showToast({ type: 'notify', message: g.toastNotifyText, header: g.toastNotifyHeader })
          }
        >
          {g.toastNotify}
        </button>
        <button
          type="button"
          className="sk-button sk-button--secondary"
          onClick={() => showToast({ type: 'success', message: g.toastSuccessText })}
        >
          {g.toastSuccess}
        </button>
        <button
          type="button"
          className="sk-button sk-button--secondary"
          onClick={() => {
            showToast({ type: 'notify', key: 'gallery', message: g.toastKeyedText(count) });
            setCount((n) => n + 1);
          }}
        >
          {g.toastKeyed}
        </button>
      </div>
      <p className="sk-gallery__note">{g.toastHint}</p>
    </GallerySection>
  );
}

export function BannersDemo() {
  return (
    <GallerySection title={g.banners}>
      <div className="sk-gallery__stack">
        <AlertBanner type="error" title={ru.ui.alertError}>
          {g.bannerError}
        </AlertBanner>
        <AlertBanner type="info">{g.bannerInfo}</AlertBanner>
        <AlertBanner type="success">{g.bannerSuccess}</AlertBanner>
        <AlertBanner type="warning" title={ru.ui.alertWarning}>
          {g.bannerWarning}
        </AlertBanner>
      </div>
    </GallerySection>
  );
}

export function OverlayDemo() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setOpen(false), 2000);
    return () => clearTimeout(timer);
  }, [open]);
  return (
    <GallerySection title={g.overlay}>
      <button
        type="button"
        className="sk-button sk-button--secondary"
        onClick={() => setOpen(true)}
      >
        {g.overlayShow}
      </button>
      <LoadingOverlay open={open} />
    </GallerySection>
  );
}

const RUNS = [100, 1500] as const;

export function DelayedDemo() {
  const [loading, setLoading] = useState(false);
  const [duration, setDuration] = useState<number>(RUNS[0]);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), duration);
    return () => clearTimeout(timer);
  }, [loading, duration]);
  const loader = useDelayedFlag(loading, LOADER_DELAY_MS);
  const skeleton = useMinimumDuration(loading, SKELETON_MIN_MS);
  return (
    <GallerySection title={g.delayed}>
      <div className="sk-gallery__row">
        {RUNS.map((ms) => (
          <button
            key={ms}
            type="button"
            className="sk-button sk-button--secondary"
            disabled={loading}
            onClick={() => {
              setDuration(ms);
              setLoading(true);
            }}
          >
            {g.delayedRun(ms)}
          </button>
        ))}
      </div>
      <dl className="sk-gallery__dl" aria-live="polite">
        <dt>{g.delayedLoader}</dt>
        <dd>{loader ? g.delayedShown : g.delayedHidden}</dd>
        <dt>{g.delayedSkeleton}</dt>
        <dd>{skeleton ? g.delayedShown : g.delayedHidden}</dd>
      </dl>
    </GallerySection>
  );
}
