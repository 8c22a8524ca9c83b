import { useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { ScannerView } from '@/features/venue-scanner/components/scanner-view';
import { useVenueName, VenueChoice } from '@/features/venue-scanner/components/venue-choice';
import { ruVenueScanner as t } from '@/i18n/ru-venue-scanner';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';
import { routeId } from './route-params';

function VenueDoor({ complexId }: { complexId: number }) {
  return <ScannerView complexId={complexId} venueName={useVenueName(complexId)} />;
}

/**
 * /staff/scanner and /staff/scanner/{complexId} (issue 24): the venue staff's door scanner;
 * without a venue in the address, the choice of one. Its own chunk: visitors never load it.
 */
export default function StaffScannerPage() {
  const { status } = useSession();
  const complexId = routeId(useParams<{ complexId: string }>().complexId);
  return (
    <PageShell title={t.title} backHref={complexId ? paths.staffScanner : paths.profile}>
      {status === 'logged-in' ? (
        complexId ? (
          <VenueDoor complexId={complexId} />
        ) : (
          <VenueChoice />
        )
      ) : status === 'logged-out' ? (
        <AuthPlaceholder title={t.authTitle} hint={t.authHint} />
      ) : null}
    </PageShell>
  );
}
