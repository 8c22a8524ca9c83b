import { IonSpinner, useIonRouter, useIonViewWillEnter } from '@ionic/react';
import { IonButton } from '@/ui/ionic/button';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { DocsFilterForm } from '@/features/documents/components/docs-filter-form';
import {
  EMPTY_FILTER,
  docsFilterSearch,
  parseDocsFilter,
} from '@/features/documents/model/docs-filter';
import { ru } from '@/i18n/ru';
import { ruDocuments as t } from '@/i18n/ru-documents';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';
import { useDocPersons } from './document-persons';
import '@/ui/section.css';

/** One visit of the filter: a draft that starts from the filter in force. */
function FilterScreen({ search }: { search: string }) {
  const { status } = useSession();
  const router = useIonRouter();
  const persons = useDocPersons();
  const [draft, setDraft] = useState(() => parseDocsFilter(search));
  const apply = () =>
    router.push(`${paths.documents}${docsFilterSearch(draft)}`, 'back', 'replace');
  return (
    <PageShell
      title={t.filterTitle}
      backHref={paths.documents}
      right={<IonButton onClick={() => setDraft(EMPTY_FILTER)}>{t.reset}</IonButton>}
    >
      {status === 'logged-out' ? (
        <AuthPlaceholder title={t.authTitle} hint={t.authHint} />
      ) : !persons ? (
        <div className="sk-section">
          <IonSpinner aria-label={ru.ui.loadingDefault} />
        </div>
      ) : (
        <>
          <DocsFilterForm persons={persons} value={draft} onChange={setDraft} />
          <div className="sk-docs-filter__actions">
            <IonButton expand="block" onClick={apply}>
              {t.apply}
            </IonButton>
          </div>
        </>
      )}
    </PageShell>
  );
}

/**
 * spec §2.2 /tabs/profile/documents/filter: by person, kind and state. A draft until
 * «Применить», which opens the list with the filter in its address. Ionic keeps the page
 * alive between visits, so each visit (and each filter it is opened with) starts afresh.
 */
export default function DocumentsFilterPage() {
  const { search } = useLocation();
  const [visit, setVisit] = useState(0);
  useIonViewWillEnter(() => setVisit((v) => v + 1));
  return <FilterScreen key={`${visit}${search}`} search={search} />;
}
