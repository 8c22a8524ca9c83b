import { useState } from 'react';
import { IonSpinner } from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { childrenQueryKey, getChildren, saveChild } from '@/features/profile/api/children-api';
import { ChildForm } from '@/features/profile/components/child-form';
import { ru } from '@/i18n/ru';
import { useSession } from '@/lib/session';
import { AlertBanner } from '@/ui/alert-banner';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';
import { useToast } from '@/ui/toast/toast-provider';

// /tabs/profile/children/child/{childId} (spec §2.2): no id — a new child.
export default function ChildEditPage() {
  const { childId } = useParams();
  const { user, status } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const children = useQuery({
    queryKey: childrenQueryKey,
    queryFn: getChildren,
    enabled: status === 'logged-in' && !!childId,
  });
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
      <ChildForm
        key={child?.id ?? 'new'}
        child={child ?? null}
        busy={busy}
        onSubmit={(values, photo) => {
          setBusy(true);
          saveChild(user.id, childId, values, photo)
            .then(async () => {
              await queryClient.invalidateQueries({ queryKey: childrenQueryKey });
              toast.success(ru.account.childSaved);
              navigate(paths.children, { replace: true });
            })
            .catch((error: unknown) => {
              const detail = error instanceof Error ? ` ${error.message}` : '';
              toast.error(
                `${ru.account.updateFailedMessage}${detail}`,
                ru.account.updateFailedHeader,
              );
            })
            .finally(() => setBusy(false));
        }}
      />
    );
  return (
    <PageShell title={title} backHref={paths.children}>
      {body}
    </PageShell>
  );
}
