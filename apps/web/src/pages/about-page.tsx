import { IonSpinner } from '@ionic/react';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { APP_BUILD, APP_VERSION } from '@sportkarta/contract/config/app';
import { paths } from '@sportkarta/contract/routes/paths';
import { agreementsQueryKey, getAgreements } from '@/features/auth/api/get-agreements';
import '@/features/profile/components/profile.css';
import { ru } from '@/i18n/ru';
import { ruDevSettings } from '@/i18n/ru-dev-settings';
import { AlertBanner } from '@/ui/alert-banner';
import { PageShell } from '@/ui/page-shell';
import { showToast } from '@/ui/toast/toast-bus';

/** Issue 28: the developer settings are reached as apps hide them, by tapping the version. */
export const DEV_UNLOCK_TAPS = 7;
/** From this tap on a toast counts down the taps left. */
const DEV_UNLOCK_COUNTDOWN_FROM = 3;

// /tabs/profile/about (issue 3): version 1.8.4 build 260 and the policies (GET /v1/agreements).
export default function AboutPage() {
  const agreements = useQuery({ queryKey: agreementsQueryKey, queryFn: getAgreements });
  const navigate = useNavigate();
  const taps = useRef(0);
  const onVersionTap = () => {
    taps.current += 1;
    const left = DEV_UNLOCK_TAPS - taps.current;
    if (left <= 0) {
      taps.current = 0;
      navigate(paths.devSettings);
    } else if (taps.current >= DEV_UNLOCK_COUNTDOWN_FROM) {
      showToast({ type: 'notify', message: ruDevSettings.unlockLeft(left), key: 'dev-unlock' });
    }
  };
  return (
    <PageShell
      title={ru.account.aboutTitle}
      backHref={paths.profile}
      onRefresh={agreements.refetch}
    >
      <div className="sk-section">
        <p>{ru.profile.aboutText}</p>
        <p className="menu-list__version">
          <button type="button" className="sk-version-tap" onClick={onVersionTap}>
            {ru.profile.version(APP_VERSION, APP_BUILD)}
          </button>
        </p>
        <h2>{ru.account.policiesTitle}</h2>
        {agreements.isPending ? <IonSpinner aria-label={ru.ui.loadingDefault} /> : null}
        {agreements.isError ? <AlertBanner type="error">{ru.account.loadError}</AlertBanner> : null}
        {agreements.data?.map((doc) => (
          <details key={doc.agreement}>
            <summary>
              <strong>{doc.title}</strong>
            </summary>
            <p className="sk-policy">{doc.text}</p>
          </details>
        ))}
      </div>
    </PageShell>
  );
}
