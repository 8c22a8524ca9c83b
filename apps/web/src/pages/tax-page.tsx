import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@sportkarta/contract/routes/paths';
import { taxDataKey } from '@/features/tax/api/get-tax-data';
import { TaxView } from '@/features/tax/components/tax-view';
import { ruTax } from '@/i18n/ru-tax';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';

const t = ruTax;

/** spec §2.2 /tabs/profile/nalog: the tax-deduction certificate; a visitor is asked to sign in. */
export default function TaxPage() {
  const { status } = useSession();
  const client = useQueryClient();
  const signedIn = status === 'logged-in';
  const refresh = () => client.invalidateQueries({ queryKey: taxDataKey });
  return (
    <PageShell title={t.title} backHref={paths.profile} onRefresh={signedIn ? refresh : undefined}>
      {signedIn ? (
        <TaxView />
      ) : status === 'logged-out' ? (
        <AuthPlaceholder title={t.authTitle} hint={t.authHint} />
      ) : null}
    </PageShell>
  );
}
