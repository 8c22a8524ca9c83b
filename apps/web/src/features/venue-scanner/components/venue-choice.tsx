import { Navigate } from 'react-router-dom';
import { IonSpinner } from '@ionic/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { StaffRole } from '@sportkarta/contract/api/venue-staff';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruVenueScanner } from '@/i18n/ru-venue-scanner';
import { ru } from '@/i18n/ru';
import { EmptyState } from '@/ui/empty-state';
import { IonButton } from '@/ui/ionic/button';
import { IonItem, IonList } from '@/ui/ionic/item';
import { scannerVenues } from '../model/scanner-venues';

const t = ruVenueScanner;

/**
 * Which venue's door: the venues where the person may scan; one goes straight to its door. The
 * roles are the app's one staff-roles query, given by the page (features do not import each
 * other).
 */
export function VenueChoice({ roles }: { roles: UseQueryResult<StaffRole[]> }) {
  if (roles.isPending)
    return (
      <div className="sk-scanner" aria-busy="true">
        <IonSpinner aria-label={ru.app.loading} />
      </div>
    );
  if (roles.isError)
    return (
      <EmptyState
        title={t.rolesError}
        hint={roles.error.message}
        action={<IonButton onClick={() => void roles.refetch()}>{t.retry}</IonButton>}
      />
    );
  const venues = scannerVenues(roles.data);
  if (venues.length === 0) return <EmptyState title={t.noVenues} hint={t.noVenuesHint} />;
  if (venues.length === 1)
    return <Navigate to={paths.staffScannerVenue(venues[0]!.complexId)} replace />;
  return (
    <div className="sk-scanner">
      <h2 className="sk-scanner__section-title">{t.chooseTitle}</h2>
      <p className="sk-field__hint">{t.chooseHint}</p>
      <IonList>
        {venues.map((v) => (
          <IonItem key={v.complexId} routerLink={paths.staffScannerVenue(v.complexId)} detail>
            {v.complexName}
          </IonItem>
        ))}
      </IonList>
    </div>
  );
}
