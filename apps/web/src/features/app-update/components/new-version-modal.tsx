import { useEffect, useState } from 'react';
import { ru } from '@/i18n/ru';
import { applyNewVersion, useNewVersion } from '../lib/new-version';
import { registerServiceWorker } from '../lib/register-service-worker';
import { LazyUpdateDialog as UpdateDialog } from './lazy-update-dialog';

/** spec §2.2: the new-version modal, shown when a new version of the web app is waiting. */
export function NewVersionModal() {
  const state = useNewVersion();
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    registerServiceWorker();
  }, []);

  if (!state.available || dismissed) return null;
  return (
    <UpdateDialog
      title={ru.appUpdate.newVersionTitle}
      text={ru.appUpdate.newVersionText}
      onDismiss={() => setDismissed(true)}
    >
      <button
        type="button"
        className="sk-button sk-button--block"
        onClick={() => void applyNewVersion()}
      >
        {ru.appUpdate.reload}
      </button>
      <button
        type="button"
        className="sk-button sk-button--ghost sk-button--block"
        onClick={() => setDismissed(true)}
      >
        {ru.appUpdate.later}
      </button>
    </UpdateDialog>
  );
}
