import { IonIcon, IonLabel } from '@ionic/react';
import { businessOutline, swapHorizontalOutline } from 'ionicons/icons';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruStaff as t } from '@/i18n/ru-staff';
import { useFlag } from '@/lib/flags';
import { useChosenStaffRole } from '@/lib/staff-role';
import { IonItem } from '@/ui/ionic/item';
import { useStaffRoles } from '../api/get-staff-roles';

/**
 * The profile's way to the venue's side (issue 24): the role choice for a person who holds a
 * venue role, and the chosen role's home. A person with no role sees nothing here.
 */
export function ProfileStaffItems({ signedIn }: { signedIn: boolean }) {
  const on = useFlag('role-selection-page');
  const roles = useStaffRoles(signedIn && on);
  const { role } = useChosenStaffRole();
  const count = roles.data?.length ?? 0;
  if (!on || !signedIn || count === 0) return null;
  return (
    <>
      {role ? (
        <IonItem routerLink={paths.staffHome} detail>
          <IonIcon slot="start" icon={businessOutline} color="primary" aria-hidden="true" />
          <IonLabel>
            <h2>{t.profileCabinet}</h2>
            <p>{t.roleAt(role.roleLabel, role.complexName)}</p>
          </IonLabel>
        </IonItem>
      ) : null}
      <IonItem routerLink={paths.staffRole} detail>
        <IonIcon slot="start" icon={swapHorizontalOutline} color="primary" aria-hidden="true" />
        <IonLabel>
          <h2>{t.profileChoose}</h2>
          <p>{t.profileChooseHint(count)}</p>
        </IonLabel>
      </IonItem>
    </>
  );
}
