import { format } from 'date-fns';
import { type FormEvent, useId, useState } from 'react';
import { FEATURE_FLAGS } from '@sportkarta/contract/api/toggles';
import { APP_BUILD, APP_VERSION } from '@sportkarta/contract/config/app';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruDevSettings } from '@/i18n/ru-dev-settings';
import { getApiBase, getApiBaseOverride, setApiBaseOverride } from '@/lib/api-base';
import { resetShownFlags } from '@/lib/first-run-flags';
import { useFlags } from '@/lib/flags';
import { WidgetGallery } from '@/ui/gallery/widget-gallery';
import { AlertBanner } from '@/ui/alert-banner';
import { PageShell } from '@/ui/page-shell';
import { showToast } from '@/ui/toast/toast-bus';
import '@/ui/ui.css';
import './dev-settings-page.css';

const t = ruDevSettings;

/** Reloading is a seam so tests can observe it (jsdom cannot reload). */
export const devSettingsEnv = {
  reload: () => window.location.reload(),
};

/** An absolute http(s) address; anything else would break every request. */
export function isValidApiBase(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function ApiBaseSection() {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(() => getApiBaseOverride() ?? '');
  const [invalid, setInvalid] = useState(false);
  const current = getApiBase();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!isValidApiBase(trimmed)) {
      setInvalid(true);
      // spec §5: field validation errors are shown as error toasts.
      showToast({ type: 'error', message: t.apiInvalid });
      return;
    }
    setApiBaseOverride(trimmed);
    devSettingsEnv.reload();
  };
  const reset = () => {
    setApiBaseOverride(null);
    devSettingsEnv.reload();
  };

  return (
    <section className="sk-dev__card" aria-labelledby={`${inputId}-h`}>
      <h2 id={`${inputId}-h`} className="sk-dev__heading">
        {t.apiSection}
      </h2>
      {getApiBaseOverride() ? (
        <AlertBanner type="warning">{t.apiChangedWarning(current)}</AlertBanner>
      ) : null}
      <form onSubmit={save} noValidate>
        <label htmlFor={inputId} className="sk-dev__label">
          {t.apiLabel}
        </label>
        <input
          id={inputId}
          className="sk-dev__input sk-focusable"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://api.example.ru"
          value={value}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
        />
        {invalid ? (
          <p id={errorId} className="sk-dev__error">
            {t.apiInvalid}
          </p>
        ) : (
          <p className="sk-dev__hint">{t.apiHint}</p>
        )}
        <p className="sk-dev__current">
          {t.apiCurrent} {current ? <code>{current}</code> : t.apiSameOrigin}
        </p>
        <div className="sk-dev__row">
          <button type="submit" className="sk-button">
            {t.apiSave}
          </button>
          <button type="button" className="sk-button sk-button--secondary" onClick={reset}>
            {t.apiReset}
          </button>
        </div>
      </form>
    </section>
  );
}

function FlagsSection() {
  const { enabled, updatedAt } = useFlags();
  return (
    <section className="sk-dev__card" aria-labelledby="sk-dev-flags">
      <h2 id="sk-dev-flags" className="sk-dev__heading">
        {t.flagsSection}
      </h2>
      <p className="sk-dev__hint">
        {t.flagsUpdatedAt} {updatedAt ? format(updatedAt, 'dd.MM.yyyy HH:mm:ss') : t.flagsNotLoaded}
      </p>
      <ul className="sk-dev__flags">
        {FEATURE_FLAGS.map((name) => {
          const on = enabled.has(name);
          return (
            <li key={name} className="sk-dev__flag">
              <code>{name}</code>
              <span className={`sk-dev__badge sk-dev__badge--${on ? 'on' : 'off'}`}>
                {on ? t.flagEnabled : t.flagDisabled}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function AboutSection() {
  const [busy, setBusy] = useState(false);
  const resetHints = async () => {
    setBusy(true);
    try {
      await resetShownFlags();
      showToast({ type: 'success', message: t.hintsResetDone });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <section className="sk-dev__card" aria-labelledby="sk-dev-version">
        <h2 id="sk-dev-version" className="sk-dev__heading">
          {t.versionSection}
        </h2>
        <dl className="sk-dev__dl">
          <dt>{t.version}</dt>
          <dd>{APP_VERSION}</dd>
          <dt>{t.build}</dt>
          <dd>{APP_BUILD}</dd>
        </dl>
      </section>
      <section className="sk-dev__card" aria-labelledby="sk-dev-hints">
        <h2 id="sk-dev-hints" className="sk-dev__heading">
          {t.hintsSection}
        </h2>
        <button
          type="button"
          className="sk-button sk-button--secondary"
          disabled={busy}
          onClick={resetHints}
        >
          {t.hintsReset}
        </button>
      </section>
    </>
  );
}

/** /tabs/profile/dev-settings (issue 2 §6). */
export default function DevSettingsPage() {
  // Pull-to-refresh re-reads what this screen shows (API address, flag states).
  const [generation, setGeneration] = useState(0);
  const refresh = async () => {
    setGeneration((n) => n + 1);
    showToast({ type: 'success', message: t.refreshed });
  };
  return (
    <PageShell title={t.title} backHref={paths.profile} onRefresh={refresh}>
      <div className="sk-dev" key={generation}>
        <ApiBaseSection />
        <FlagsSection />
        <AboutSection />
        <section className="sk-dev__gallery" aria-labelledby="sk-dev-gallery">
          <h2 id="sk-dev-gallery" className="sk-dev__gallery-title">
            {t.galleryTitle}
          </h2>
          <WidgetGallery />
        </section>
      </div>
    </PageShell>
  );
}
