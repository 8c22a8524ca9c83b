import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { updateProfile } from '@/features/profile/api/profile-api';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { ru } from '@/i18n/ru';
import { USER_QUERY_KEY, useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';
import { useToast } from '@/ui/toast/toast-provider';

// /tabs/profile/edit (spec §5 User edit form; §8 profile update toasts).
export default function ProfileEditPage() {
  const { user, status } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
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
                toast.success(ru.account.updatedMessage, ru.account.updatedHeader);
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
      ) : status === 'logged-out' ? (
        <AuthPlaceholder />
      ) : null}
    </PageShell>
  );
}
