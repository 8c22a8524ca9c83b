import { useId, useState } from 'react';
import { Clipboard } from '@capacitor/clipboard';
import { ru } from '@/i18n/ru';
import { ruCommerce } from '@/i18n/ru-commerce';
import { showToast } from '@/ui/toast/toast-bus';
import { feedAddress, useCreateCalendarFeed, useDeleteCalendarFeed } from '../api/calendar-feed';

const t = ruCommerce;
const TOAST_KEY = 'calendar-feed';

/**
 * «Добавить в календарь»: opens the person's calendar feed and shows its address — to copy, or
 * to open as webcal:// in the phone's calendar — and «Отключить ссылку», which revokes it.
 */
export function CalendarFeedControl() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const address = create.data ? feedAddress(create.data) : null;

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && !create.data && !create.isPending) create.mutate();
  };
  const copy = async () => {
    if (!address) return;
    try {
      await Clipboard.write({ string: address.url });
      showToast({ type: 'success', message: t.feedCopied, key: TOAST_KEY });
    } catch {
      showToast({ type: 'error', message: t.feedCopyFailed, key: TOAST_KEY });
    }
  };
  const revoke = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        create.reset();
        setOpen(false);
        showToast({ type: 'success', message: t.feedRevoked, key: TOAST_KEY });
      },
      onError: (error) => showToast({ type: 'error', message: error.message, key: TOAST_KEY }),
    });

  return (
    <section className="sk-feed">
      <button
        type="button"
        className="sk-button sk-button--secondary sk-button--block"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {t.feedAdd}
      </button>
      {open ? (
        <div id={panelId} className="sk-feed__panel">
          {create.isError ? (
            <p role="alert">{create.error.message || t.feedError}</p>
          ) : !address ? (
            <p aria-busy="true">{ru.app.loading}</p>
          ) : (
            <>
              <p className="sk-feed__hint">{t.feedHint}</p>
              <label className="sk-feed__label">
                {t.feedAddress}
                <input className="sk-feed__url" readOnly value={address.url} />
              </label>
              <div className="sk-feed__actions">
                <button type="button" className="sk-button" onClick={() => void copy()}>
                  {t.feedCopy}
                </button>
                <a className="sk-button sk-button--secondary" href={address.webcalUrl}>
                  {t.feedOpen}
                </a>
                <button
                  type="button"
                  className="sk-button sk-button--ghost sk-feed__revoke"
                  disabled={remove.isPending}
                  onClick={revoke}
                >
                  {t.feedRevoke}
                </button>
              </div>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
