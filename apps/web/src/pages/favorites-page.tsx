import { paths } from '@sportkarta/contract/routes/paths';
import { useRefreshFavorites } from '@/features/favorites/api/get-favorites';
import { FavoritesList } from '@/features/favorites/components/favorites-list';
import { useSession } from '@/lib/session';
import { ruDiscoveryPlace } from '@/i18n/ru-discovery-place';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';

const t = ruDiscoveryPlace;

/** spec §2.2 /tabs/profile/favorites: the person's favourite venues; a visitor is asked to sign in. */
export default function FavoritesPage() {
  const { status } = useSession();
  const refresh = useRefreshFavorites();
  const signedIn = status === 'logged-in';
  return (
    <PageShell
      title={t.favoritesTitle}
      backHref={paths.profile}
      onRefresh={signedIn ? refresh : undefined}
    >
      <div className="sk-favorites">
        {signedIn ? (
          <FavoritesList />
        ) : status === 'logged-out' ? (
          <AuthPlaceholder title={t.favoritesAuthTitle} hint={t.favoritesAuthHint} />
        ) : null}
      </div>
    </PageShell>
  );
}
