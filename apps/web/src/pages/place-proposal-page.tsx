import { IonSpinner } from '@ionic/react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useAddPlace } from '@/features/applications/api/add-place';
import { PlaceProposalForm } from '@/features/applications/components/place-proposal-form';
import { useSportTypes } from '@/features/places/api/get-sport-types';
import { ru } from '@/i18n/ru';
import { ruApplications as t } from '@/i18n/ru-applications';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { LoadErrorState } from '@/ui/empty-state';
import { PageShell } from '@/ui/page-shell';
import { showToast } from '@/ui/toast/toast-bus';
import '@/ui/section.css';

/**
 * Issue 28: /tabs/profile/applications/new-place — a person proposes a venue (POST /v1/addPlace);
 * back in «Мои заявки» it is listed first, «На рассмотрении».
 */
export default function PlaceProposalPage() {
  const { status } = useSession();
  const sports = useSportTypes();
  const add = useAddPlace();
  const navigate = useNavigate();
  const body = () => {
    if (status === 'logged-out') return <AuthPlaceholder title={t.authTitle} />;
    if (sports.isError)
      return (
        <LoadErrorState
          title={t.proposal.sportsLoadError}
          message={isApiError(sports.error) ? sports.error.message : ''}
          retryLabel={t.retry}
          busy={sports.isFetching}
          onRetry={() => void sports.refetch()}
        />
      );
    if (!sports.data)
      return (
        <div className="sk-section">
          <IonSpinner aria-label={ru.ui.loadingDefault} />
        </div>
      );
    return (
      <PlaceProposalForm
        sportTypes={sports.data}
        busy={add.isPending}
        onSubmit={(proposal) =>
          add.mutate(proposal, {
            onSuccess: () => {
              showToast({ type: 'success', message: t.proposal.sent });
              navigate(paths.applications, { replace: true });
            },
            onError: (error) =>
              showToast({ type: 'error', header: t.proposal.sendFailed, message: error.message }),
          })
        }
      />
    );
  };
  return (
    <PageShell title={t.proposal.title} backHref={paths.applications}>
      {body()}
    </PageShell>
  );
}
