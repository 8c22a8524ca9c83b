import { IonSpinner } from '@ionic/react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useChildren, useSaveChild } from '@/features/profile/api/children-api';
import { ChildForm } from '@/features/profile/components/child-form';
import { ChildRemove } from '@/features/profile/components/child-remove';
import { ru } from '@/i18n/ru';
import { useSession } from '@/lib/session';
import { AlertBanner } from '@/ui/alert-banner';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';
import { showToast } from '@/ui/toast/toast-bus';

// /tabs/profile/children/child/{childId} (spec §2.2): no id — a new child.
export default function ChildEditPage() {
  const { childId } = useParams();
  const { user, status } = useSession();
  const navigate = useNavigate();
  const save = useSaveChild();
  const children = useChildren(status === 'logged-in' && !!childId);
  const child = childId ? children.data?.find((c) => c.id === childId) : null;
  const title = childId ? ru.account.childEditTitle : ru.account.childNewTitle;

  let body;
  if (status === 'logged-out') body = <AuthPlaceholder />;
  else if (!user || (childId && children.isPending))
    body = <IonSpinner aria-label={ru.ui.loadingDefault} />;
  else if (childId && !child)
    body = (
      <div className="sk-form">
        <AlertBanner type="error">
          {children.isError ? ru.account.loadError : ru.account.childNotFound}
        </AlertBanner>
      </div>
    );
  else
    body = (
      <>
        <ChildForm
          key={child?.id ?? 'new'}
          child={child ?? null}
          busy={save.isPending}
          onSubmit={(values, photo) =>
            save.mutate(
              { parentId: user.id, childId, values, photo },
              {
                onSuccess: () => {
                  showToast({ type: 'success', message: ru.account.childSaved });
                  navigate(paths.children, { replace: true });
                },
                onError: (error) =>
                  showToast({
                    type: 'error',
                    message: `${ru.account.updateFailedMessage} ${error.message}`,
                    header: ru.account.updateFailedHeader,
                  }),
              },
            )
          }
        />
        {child ? (
          <ChildRemove
            childId={child.id}
            name={`${child.firstName} ${child.lastName}`}
            onRemoved={() => navigate(paths.children, { replace: true })}
          />
        ) : null}
      </>
    );
  return (
    <PageShell title={title} backHref={paths.children}>
      {body}
    </PageShell>
  );
}
