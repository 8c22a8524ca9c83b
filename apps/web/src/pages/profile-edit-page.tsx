import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/app/paths';
import { updateProfile } from '@/features/profile/api/profile-api';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { ru } from '@/i18n/ru';
import { USER_QUERY_KEY, useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';
import { showToast } from '@/ui/toast/toast-bus';

// /tabs/profile/edit (spec §5 User edit form; §8 profile update toasts).
export default function ProfileEditPage() {
  const { user, status } = useSession();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <PageShell title={ru.account.editTitle} backHref={paths.profile}>
      {user ? (
        <ProfileForm
          key={user.id}
          user={user}
          busy={busy}
          onSubmit={(values, photo) => {
            setBusy(true);
            updateProfile(values, photo)
              .then((updated) => {
                queryClient.setQueryData(USER_QUERY_KEY, updated);
                showToast({
                  type: 'success',
                  message: ru.account.updatedMessage,
                  header: ru.account.updatedHeader,
                });
              })
              .catch((error: unknown) => {
                const detail = error instanceof Error ? ` ${error.message}` : '';
                showToast({
                  type: 'error',
                  message: `${ru.account.updateFailedMessage}${detail}`,
                  header: ru.account.updateFailedHeader,
                });
              })
              .finally(() => setBusy(false));
          }}
        />
      ) : status === 'logged-out' ? (
        <AuthPlaceholder />
      ) : null}
    </PageShell>
  );
}
