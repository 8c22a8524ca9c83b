import { paths } from '@sportkarta/contract/routes/paths';
import { useUpdateProfile } from '@/features/profile/api/profile-api';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { ru } from '@/i18n/ru';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';
import { showToast } from '@/ui/toast/toast-bus';

// /tabs/profile/edit (spec §5 User edit form; §8 profile update toasts).
export default function ProfileEditPage() {
  const { user, status } = useSession();
  const update = useUpdateProfile();
  return (
    <PageShell title={ru.account.editTitle} backHref={paths.profile}>
      {user ? (
        <ProfileForm
          key={user.id}
          user={user}
          busy={update.isPending}
          onSubmit={(values, photo) =>
            update.mutate(
              { values, photo },
              {
                onSuccess: () =>
                  showToast({
                    type: 'success',
                    message: ru.account.updatedMessage,
                    header: ru.account.updatedHeader,
                  }),
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
      ) : status === 'logged-out' ? (
        <AuthPlaceholder />
      ) : null}
    </PageShell>
  );
}
