import { useState } from 'react';
import { IonIcon } from '@ionic/react';
import { copyOutline, locationOutline, mapOutline } from 'ionicons/icons';
import { Clipboard } from '@capacitor/clipboard';
import { Link } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruDiscoveryPlace } from '@/i18n/ru-discovery-place';
import { showToast } from '@/ui/toast/toast-bus';

const t = ruDiscoveryPlace;

/** The address with «copy» (spec §2.4 «Адрес скопирован») and the way to the venue map. */
export function PlaceAddress({ id, address }: { id: number; address: string }) {
  const [copying, setCopying] = useState(false);
  const copy = async () => {
    setCopying(true);
    try {
      await Clipboard.write({ string: address });
      showToast({ type: 'success', message: t.addressCopied, key: 'place-address' });
    } catch {
      showToast({ type: 'error', message: t.addressCopyFailed, key: 'place-address' });
    } finally {
      setCopying(false);
    }
  };
  return (
    <section className="sk-place-card sk-place-address" aria-label={address}>
      <IonIcon className="sk-place-address__pin" icon={locationOutline} aria-hidden="true" />
      <p className="sk-place-address__text">{address}</p>
      <button
        type="button"
        className="sk-icon-button sk-place-address__copy"
        aria-label={t.copyAddress}
        title={t.copyAddress}
        disabled={copying}
        onClick={() => void copy()}
      >
        <IonIcon icon={copyOutline} aria-hidden="true" />
      </button>
      <Link
        className="sk-button sk-button--secondary sk-place-address__map"
        to={paths.placeMap(id)}
      >
        <IonIcon icon={mapOutline} aria-hidden="true" />
        {t.onMap}
      </Link>
    </section>
  );
}
