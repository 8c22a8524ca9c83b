import { IonIcon, IonLabel, IonSpinner } from '@ionic/react';
import { IonItem, IonList } from '@/ui/ionic/item';
import {
  clipboardOutline,
  documentTextOutline,
  documentsOutline,
  footballOutline,
  createOutline,
  heartOutline,
  informationCircleOutline,
  logOutOutline,
  trophyOutline,
  notificationsOutline,
  peopleOutline,
  personAddOutline,
  shieldCheckmarkOutline,
  cardOutline,
  chatbubblesOutline,
  ticketOutline,
} from 'ionicons/icons';
import { useState } from 'react';
import { formatPhoneMasked } from '@sportkarta/contract/config/formats';
import { paths } from '@sportkarta/contract/routes/paths';
import { Avatar } from '@/features/profile/components/avatar';
import { ProfileStaffItems } from '@/features/venue-staff/components/profile-staff-items';
import { RoleChip } from '@/features/venue-staff/components/role-chip';
import '@/features/profile/components/profile.css';
import { ru } from '@/i18n/ru';
import { ruDiscoveryPlace } from '@/i18n/ru-discovery-place';
import { ruCommerce } from '@/i18n/ru-commerce';
import { ruPurchases } from '@/i18n/ru-purchases';
import { ruSections } from '@/i18n/ru-sections';
import { ruTax } from '@/i18n/ru-tax';
import { ruUserEvents } from '@/i18n/ru-user-events';
import { ruNotifications } from '@/i18n/ru-notifications';
import { ruDocuments } from '@/i18n/ru-documents';
import { ruApplications } from '@/i18n/ru-applications';
import { ruFriends } from '@/i18n/ru-friends';
import { ruSupport } from '@/i18n/ru-support';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';
import { showToast } from '@/ui/toast/toast-bus';

// The Профиль tab (spec §2.1, issue 3): a visitor gets the sign-in prompt; a signed-in person
// their photo, name, masked phone and the profile screens that exist (never an unbuilt one).
export default function ProfilePage() {
  const session = useSession();
  const [leaving, setLeaving] = useState(false);
  const user = session.user;
  const fullName = user
    ? [user.lastName, user.firstName, user.middleName].filter(Boolean).join(' ')
    : '';

  const logout = async () => {
    setLeaving(true);
    const ok = await session.logout();
    setLeaving(false);
    if (!ok) showToast({ type: 'error', message: ru.account.logoutFailed });
  };

  return (
    <PageShell title={ru.profile.title} onRefresh={session.reloadUser} right={<RoleChip />}>
      <div className="page-body">
        {session.status === 'unknown' ? (
          <div className="profile-card" aria-busy="true">
            <IonSpinner aria-label={ru.ui.loadingDefault} />
          </div>
        ) : user ? (
          <section className="profile-card" aria-labelledby="profile-name">
            <Avatar photo={user.photo} alt={ru.account.photoAlt} />
            <div>
              <h1 id="profile-name" className="profile-card__name">
                {fullName || ru.account.noName}
              </h1>
              {user.phone ? (
                <p className="sk-profile__phone">{formatPhoneMasked(user.phone)}</p>
              ) : null}
              {user.isDemo ? (
                <span className="sk-profile__badge">{ru.account.demoBadge}</span>
              ) : null}
            </div>
          </section>
        ) : (
          <AuthPlaceholder />
        )}

        <IonList inset className="menu-list">
          {/* Issue 24: the venue's side, for a person with a venue role only. */}
          <ProfileStaffItems signedIn={user !== null} />
          {user ? (
            <>
              <IonItem routerLink={paths.notifications} detail>
                <IonIcon
                  slot="start"
                  icon={notificationsOutline}
                  color="primary"
                  aria-hidden="true"
                />
                <IonLabel>{ruNotifications.menu}</IonLabel>
              </IonItem>
              <IonItem routerLink={paths.friends} detail>
                <IonIcon slot="start" icon={personAddOutline} color="primary" aria-hidden="true" />
                <IonLabel>{ruFriends.menu}</IonLabel>
              </IonItem>
              <IonItem routerLink={paths.profileEdit} detail>
                <IonIcon slot="start" icon={createOutline} color="primary" aria-hidden="true" />
                <IonLabel>{ru.account.menuEdit}</IonLabel>
              </IonItem>
              <IonItem routerLink={paths.children} detail>
                <IonIcon slot="start" icon={peopleOutline} color="primary" aria-hidden="true" />
                <IonLabel>{ru.account.menuChildren}</IonLabel>
              </IonItem>
              <IonItem routerLink={paths.documents} detail>
                <IonIcon slot="start" icon={documentsOutline} color="primary" aria-hidden="true" />
                <IonLabel>{ruDocuments.menu}</IonLabel>
              </IonItem>
              <IonItem routerLink={paths.tickets} detail>
                <IonIcon slot="start" icon={ticketOutline} color="primary" aria-hidden="true" />
                <IonLabel>{ruCommerce.ticketsTitle}</IonLabel>
              </IonItem>
              <IonItem routerLink={paths.soldPackages} detail>
                <IonIcon slot="start" icon={cardOutline} color="primary" aria-hidden="true" />
                <IonLabel>{ruPurchases.packagesTitle}</IonLabel>
              </IonItem>
              <IonItem routerLink={paths.mySections} detail>
                <IonIcon slot="start" icon={trophyOutline} color="primary" aria-hidden="true" />
                <IonLabel>{ruSections.menu}</IonLabel>
              </IonItem>
              <IonItem routerLink={paths.applications} detail>
                <IonIcon slot="start" icon={clipboardOutline} color="primary" aria-hidden="true" />
                <IonLabel>{ruApplications.menu}</IonLabel>
              </IonItem>
              <IonItem routerLink={paths.myEvents} detail>
                <IonIcon slot="start" icon={footballOutline} color="primary" aria-hidden="true" />
                <IonLabel>{ruUserEvents.myTitle}</IonLabel>
              </IonItem>
              <IonItem routerLink={paths.nalog} detail>
                <IonIcon
                  slot="start"
                  icon={documentTextOutline}
                  color="primary"
                  aria-hidden="true"
                />
                <IonLabel>{ruTax.menu}</IonLabel>
              </IonItem>
              <IonItem routerLink={paths.favorites} detail>
                <IonIcon slot="start" icon={heartOutline} color="primary" aria-hidden="true" />
                <IonLabel>{ruDiscoveryPlace.favoritesTitle}</IonLabel>
              </IonItem>
              <IonItem routerLink={paths.support} detail>
                <IonIcon
                  slot="start"
                  icon={chatbubblesOutline}
                  color="primary"
                  aria-hidden="true"
                />
                <IonLabel>{ruSupport.menu}</IonLabel>
              </IonItem>
              <IonItem routerLink={paths.security} detail>
                <IonIcon
                  slot="start"
                  icon={shieldCheckmarkOutline}
                  color="primary"
                  aria-hidden="true"
                />
                <IonLabel>{ru.account.menuSecurity}</IonLabel>
              </IonItem>
            </>
          ) : null}
          <IonItem routerLink={paths.about} detail>
            <IonIcon
              slot="start"
              icon={informationCircleOutline}
              color="primary"
              aria-hidden="true"
            />
            <IonLabel>{ru.account.menuAbout}</IonLabel>
          </IonItem>
          {user ? (
            <IonItem button detail={false} disabled={leaving} onClick={() => void logout()}>
              <IonIcon slot="start" icon={logOutOutline} color="danger" aria-hidden="true" />
              <IonLabel color="danger">{ru.account.logout}</IonLabel>
            </IonItem>
          ) : null}
        </IonList>
      </div>
    </PageShell>
  );
}
