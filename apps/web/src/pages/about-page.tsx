import { IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { APP_BUILD, APP_VERSION } from '@sportkarta/contract/config/app';
import { paths } from '@sportkarta/contract/routes/paths';
import { agreementsQueryKey, getAgreements } from '@/features/auth/api/get-agreements';
import '@/features/profile/components/profile.css';
import { ru } from '@/i18n/ru';
import { AlertBanner } from '@/ui/alert-banner';
import { PageShell } from '@/ui/page-shell';

// /tabs/profile/about (issue 3): version 1.8.4 build 260 and the policies (GET /v1/agreements).
export default function AboutPage() {
  const agreements = useQuery({ queryKey: agreementsQueryKey, queryFn: getAgreements });
  return (
    <PageShell
      title={ru.account.aboutTitle}
      backHref={paths.profile}
      onRefresh={agreements.refetch}
    >
      <div className="sk-section">
        <p>{ru.profile.aboutText}</p>
        <p className="menu-list__version">{ru.profile.version(APP_VERSION, APP_BUILD)}</p>
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
