import { Capacitor } from '@capacitor/core';
import { IonIcon } from '@ionic/react';
import { IonButton } from '@/ui/ionic/button';
import { navigateOutline } from 'ionicons/icons';
import type { PlaceDetail } from '@sportkarta/contract/api/places';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruDiscoveryMap } from '@/i18n/ru-discovery-map';
import { routeUrl } from '../lib/route-url';
import './places-map.css';

const t = ruDiscoveryMap;

/** The venue of /tabs/places/{id}/map: name, address, a route in a maps app, back to it. */
export function PlaceMapCard({ place }: { place: PlaceDetail }) {
  const href = routeUrl(place, place.name, Capacitor.isNativePlatform());
  return (
    <section className="sk-map-card sk-venue-card" aria-labelledby="place-map-name">
      <h2 id="place-map-name" className="sk-venue-card__name">
        {place.name}
      </h2>
      <p className="sk-venue-card__address">{place.address}</p>
      <div className="sk-venue-card__actions">
        <IonButton href={href} target="_blank" rel="noopener noreferrer">
          <IonIcon slot="start" icon={navigateOutline} aria-hidden="true" />
          {t.route}
        </IonButton>
        <IonButton fill="outline" routerLink={paths.place(place.id)} routerDirection="back">
          {t.toPlace}
        </IonButton>
      </div>
    </section>
  );
}
