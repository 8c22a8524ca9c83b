import { useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useStaffRoles } from '@/features/venue-staff/api/get-staff-roles';
import { ScannerView } from '@/features/venue-scanner/components/scanner-view';
import { VenueChoice } from '@/features/venue-scanner/components/venue-choice';
import { scannerVenues } from '@/features/venue-scanner/model/scanner-venues';
import { ruVenueScanner as t } from '@/i18n/ru-venue-scanner';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';
import { routeId } from './route-params';

/**
 * /staff/scanner and /staff/scanner/{complexId} (issue 24): the venue staff's door scanner;
 * without a venue in the address, the choice of one. Its own chunk: visitors never load it.
 * The venues come from the app's one staff-roles query (the staff screens' own); the door
 * works without them (offline, the venue's name is then unknown).
 */
export default function StaffScannerPage() {
  const { status } = useSession();
  const complexId = routeId(useParams<{ complexId: string }>().complexId);
  const roles = useStaffRoles(status === 'logged-in');
  const venueName = roles.data?.find((r) => r.complexId === complexId)?.complexName ?? null;
  // Back to the choice only when there is one: a single venue's choice opens its door again.
  const choice = complexId > 0 && scannerVenues(roles.data ?? []).length > 1;
  return (
    <PageShell title={t.title} backHref={choice ? paths.staffScanner : paths.staffHome}>
      {status === 'logged-in' ? (
        complexId ? (
          <ScannerView complexId={complexId} venueName={venueName} />
        ) : (
          <VenueChoice roles={roles} />
        )
      ) : status === 'logged-out' ? (
        <AuthPlaceholder title={t.authTitle} hint={t.authHint} />
      ) : null}
    </PageShell>
  );
}
