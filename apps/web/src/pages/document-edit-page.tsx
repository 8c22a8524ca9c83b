import { IonSpinner } from '@ionic/react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { usePermitDocs } from '@/features/documents/api/get-permit-docs';
import { useUpdatePermitDoc } from '@/features/documents/api/update-permit-doc';
import { DocumentForm } from '@/features/documents/components/document-form';
import { EMPTY_FILTER } from '@/features/documents/model/docs-filter';
import { ru } from '@/i18n/ru';
import { ruDocuments as t } from '@/i18n/ru-documents';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { EmptyState, LoadErrorState } from '@/ui/empty-state';
import { PageShell } from '@/ui/page-shell';
import { showToast } from '@/ui/toast/toast-bus';
import { useDocPersons } from './document-persons';
import '@/ui/section.css';

/** Issue 28: /tabs/profile/documents/{id}/edit — the add form, filled with the document. */
export default function DocumentEditPage() {
  const { status } = useSession();
  const { docId = '' } = useParams();
  const persons = useDocPersons();
  const docs = usePermitDocs(EMPTY_FILTER, status === 'logged-in');
  const navigate = useNavigate();
  const update = useUpdatePermitDoc(docId);
  const doc = docs.data?.find((d) => d.id === docId);
  const body = () => {
    if (status === 'logged-out') return <AuthPlaceholder title={t.authTitle} hint={t.authHint} />;
    if (docs.isError)
      return (
        <LoadErrorState
          title={t.loadError}
          message={isApiError(docs.error) ? docs.error.message : ''}
          retryLabel={t.retry}
          busy={docs.isFetching}
          onRetry={() => void docs.refetch()}
        />
      );
    if (!persons || !docs.data)
      return (
        <div className="sk-section">
          <IonSpinner aria-label={ru.ui.loadingDefault} />
        </div>
      );
    if (!doc)
      return (
        <EmptyState
          title={t.notFound}
          hint=""
          action={
            <Link className="sk-button" to={paths.documents}>
              {t.backToList}
            </Link>
          }
        />
      );
    return (
      <DocumentForm
        persons={persons}
        defaultPersonId={doc.personId}
        initial={{
          personId: doc.personId,
          kind: doc.kind,
          number: doc.number,
          issueDate: doc.issueDate,
          validUntil: doc.validUntil ?? '',
        }}
        keptScans={doc.scans.length}
        busy={update.isPending}
        onSubmit={(draft, scans) =>
          update.mutate(
            { doc: draft, scans },
            {
              onSuccess: () => {
                showToast({ type: 'success', message: t.saved });
                navigate(paths.documents, { replace: true });
              },
              onError: (error) =>
                showToast({ type: 'error', header: t.saveFailedHeader, message: error.message }),
            },
          )
        }
      />
    );
  };
  return (
    <PageShell title={t.editTitle} backHref={paths.documents}>
      {body()}
    </PageShell>
  );
}
