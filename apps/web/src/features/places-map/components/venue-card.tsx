import { IonIcon } from '@ionic/react';
import { IonButton } from '@/ui/ionic/button';
import { chevronForwardOutline, closeOutline } from 'ionicons/icons';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruDiscoveryMap } from '@/i18n/ru-discovery-map';
import type { MapPoint } from './venues-layer';
import './places-map.css';

const t = ruDiscoveryMap;

/** The card of a tapped venue pin: its name and «Подробнее» to the venue page. */
export function VenueCard({ point, onClose }: { point: MapPoint; onClose: () => void }) {
  return (
    <section className="sk-map-card sk-venue-card" aria-labelledby={`venue-${point.id}`}>
      <IonButton
        className="sk-map-card__close"
        fill="clear"
        color="medium"
        aria-label={t.close}
        onClick={onClose}
      >
        <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
      </IonButton>
      <h2 id={`venue-${point.id}`} className="sk-venue-card__name">
        {point.name}
      </h2>
      <IonButton expand="block" routerLink={paths.place(point.id)}>
        {t.more}
        <IonIcon slot="end" icon={chevronForwardOutline} aria-hidden="true" />
      </IonButton>
    </section>
  );
}
