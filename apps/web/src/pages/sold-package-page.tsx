import { useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useRefreshTickets } from '@/features/purchases/api/get-tickets';
import { useSoldPackage } from '@/features/purchases/api/sold-packages';
import { PackageDetail } from '@/features/purchases/components/package-detail';
import { ruPurchases } from '@/i18n/ru-purchases';
import { isApiError } from '@/lib/api-client';
import { BackToMainLink, EmptyState } from '@/ui/empty-state';
import { PageLoading } from '@/ui/page-loading';
import { PageShell } from '@/ui/page-shell';

const t = ruPurchases;

/** spec §2.2 /tabs/profile/servicePackages/{servicePackageDetailId}. */
export default function SoldPackagePage() {
  const { servicePackageDetailId = '' } = useParams<{ servicePackageDetailId: string }>();
  const q = useSoldPackage(servicePackageDetailId);
  const refresh = useRefreshTickets();
  const missing = q.isError && isApiError(q.error) && [400, 404].includes(q.error.status);
  return (
    <PageShell title={t.packageTitle} backHref={paths.soldPackages} onRefresh={refresh}>
      {q.isPending ? (
        <PageLoading />
      ) : q.isError ? (
        <EmptyState
          title={missing ? t.packageNotFound : t.packagesLoadError}
          hint={missing ? undefined : q.error.message}
          action={<BackToMainLink />}
        />
      ) : (
        <PackageDetail pkg={q.data} />
      )}
    </PageShell>
  );
}
