import { IonSpinner } from '@ionic/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useRefreshPermitDocs } from '@/features/documents/api/get-permit-docs';
import { DocumentsView } from '@/features/documents/components/documents-view';
import { docsFilterSearch, parseDocsFilter } from '@/features/documents/model/docs-filter';
import { ru } from '@/i18n/ru';
import { ruDocuments as t } from '@/i18n/ru-documents';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';
import { useDocPersons } from './document-persons';
import '@/ui/section.css';

/**
 * spec §2.2 /tabs/profile/documents (issue 14): the person's and their children's permit
 * documents; the filter of /tabs/profile/documents/filter comes in the search part.
 */
export default function DocumentsPage() {
  const { status } = useSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const refresh = useRefreshPermitDocs();
  const persons = useDocPersons();
  const filter = parseDocsFilter(search);
  const signedIn = status === 'logged-in';
  const personQuery = filter.personId ? `?person=${encodeURIComponent(filter.personId)}` : '';
  return (
    <PageShell title={t.title} backHref={paths.profile} onRefresh={signedIn ? refresh : undefined}>
      {status === 'logged-out' ? (
        <AuthPlaceholder title={t.authTitle} hint={t.authHint} />
      ) : !persons ? (
        <div className="sk-section">
          <IonSpinner aria-label={ru.ui.loadingDefault} />
        </div>
      ) : (
        <DocumentsView
          filter={filter}
          persons={persons}
          newHref={`${paths.documentNew}${personQuery}`}
          filterHref={`${paths.documentsFilter}${docsFilterSearch(filter)}`}
          onResetFilter={() => navigate(paths.documents, { replace: true })}
        />
      )}
    </PageShell>
  );
}
