import { useEffect } from 'react';
import { ruDevSettings as t } from '@/i18n/ru-dev-settings';
import { getApiBaseOverride, setApiBaseOverride } from '@/lib/api-client';
import './api-address-banner.css';

/** Reloading is a seam so tests can observe it (jsdom cannot reload). */
export const apiBannerEnv = {
  reload: () => window.location.reload(),
};

/** The override's host (with its port), or the address as typed when it does not parse. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * Issue 28: while «Настройки разработчика» point the app at another API address, a slim strip
 * over every screen says so, with «Сбросить». The override only changes with a reload, so it
 * is read once. The strip takes the top of the safe area (`html.sk-api-override`), so Ionic's
 * headers move down below it instead of being covered. A chunk of its own (`App` loads it only
 * while an override is set): the first screen does not carry it.
 */
export default function ApiAddressBanner() {
  const override = getApiBaseOverride();
  useEffect(() => {
    if (!override) return;
    document.documentElement.classList.add('sk-api-override');
    return () => document.documentElement.classList.remove('sk-api-override');
  }, [override]);
  if (!override) return null;
  const reset = () => {
    setApiBaseOverride(null);
    apiBannerEnv.reload();
  };
  return (
    <div className="sk-api-banner" role="status">
      <span className="sk-api-banner__text" title={override}>
        {t.apiBanner(hostOf(override))}
      </span>
      <button
        type="button"
        className="sk-api-banner__reset"
        aria-label={t.apiBannerResetLabel}
        onClick={reset}
      >
        {t.apiBannerReset}
      </button>
    </div>
  );
}
