import { IonSpinner } from '@ionic/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useSavePermitDoc } from '@/features/documents/api/save-permit-doc';
import { DocumentForm } from '@/features/documents/components/document-form';
import { ru } from '@/i18n/ru';
import { ruDocuments as t } from '@/i18n/ru-documents';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';
import { showToast } from '@/ui/toast/toast-bus';
import { useDocPersons } from './document-persons';
import '@/ui/section.css';

/** /tabs/profile/documents/new (our route): a new document; `?person=` preselects whose. */
export default function DocumentNewPage() {
  const { status } = useSession();
  const persons = useDocPersons();
  const navigate = useNavigate();
  const save = useSavePermitDoc();
  const asked = new URLSearchParams(useLocation().search).get('person');
  const preselected = persons?.find((p) => p.id === asked)?.id ?? persons?.[0]?.id;
  return (
    <PageShell title={t.newTitle} backHref={paths.documents}>
      {status === 'logged-out' ? (
        <AuthPlaceholder title={t.authTitle} hint={t.authHint} />
      ) : !persons || !preselected ? (
        <div className="sk-section">
          <IonSpinner aria-label={ru.ui.loadingDefault} />
        </div>
      ) : (
        <DocumentForm
          persons={persons}
          defaultPersonId={preselected}
          busy={save.isPending}
          onSubmit={(doc, scans) =>
            save.mutate(
              { doc, scans },
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
      )}
    </PageShell>
  );
}
