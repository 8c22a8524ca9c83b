import { useEffect, useState } from 'react';
import { ruNotifications as t } from '@/i18n/ru-notifications';
import { showToast } from '@/ui/toast/toast-bus';
import { enablePush, pushGranted, pushSupported } from '../lib/push-client';

type State = 'checking' | 'on' | 'off' | 'busy';

/** Push on this device (issue 14): asked for with a tap, as browsers require. */
export function PushToggle() {
  const [state, setState] = useState<State>('checking');
  useEffect(() => {
    let live = true;
    if (!pushSupported()) return;
    void pushGranted()
      .catch(() => false)
      .then((granted) => live && setState(granted ? 'on' : 'off'));
    return () => {
      live = false;
    };
  }, []);
  if (!pushSupported() || state === 'checking') return null;

  const enable = async () => {
    setState('busy');
    try {
      const result = await enablePush();
      setState(result === 'enabled' ? 'on' : 'off');
      if (result === 'enabled') showToast({ type: 'success', message: t.pushEnabled });
      else
        showToast({
          type: 'error',
          message: result === 'denied' ? t.pushDenied : t.pushUnsupported,
        });
    } catch {
      setState('off');
      showToast({ type: 'error', message: t.pushFailed });
    }
  };

  return (
    <section className="sk-push-toggle" aria-labelledby="sk-push-title">
      <div>
        <h2 id="sk-push-title" className="sk-push-toggle__title">
          {t.pushTitle}
        </h2>
        <p className="sk-push-toggle__hint">{t.pushHint}</p>
      </div>
      {state === 'on' ? (
        <span className="sk-push-toggle__on">{t.pushOn}</span>
      ) : (
        <button
          type="button"
          className="sk-button"
          disabled={state === 'busy'}
          onClick={() => void enable()}
        >
          {t.pushEnable}
        </button>
      )}
    </section>
  );
}
