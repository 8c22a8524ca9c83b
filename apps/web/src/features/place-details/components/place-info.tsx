import { useState } from 'react';
import { IonIcon } from '@ionic/react';
import { documentTextOutline } from 'ionicons/icons';
import {
  PLACE_ACCESS_FEATURE_LABELS,
  PLACE_BENEFIT_LABELS,
  type PlaceDetail,
  type PlaceOwner,
} from '@sportkarta/contract/api/places';
import { ruDiscoveryPlace } from '@/i18n/ru-discovery-place';
import { ACCESS_FEATURE_ICONS } from '@/lib/access-features';
import { PdfViewerModal } from '@/ui/pdf-viewer-modal';
import { mediaUrl } from '../lib/format';
import { PlaceSection } from './place-section';

const t = ruDiscoveryPlace;

function Chips({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <PlaceSection title={title}>
      <ul className="sk-place-chips">
        {items.map((item) => (
          <li key={item} className="sk-place-chip">
            {item}
          </li>
        ))}
      </ul>
    </PlaceSection>
  );
}

/** Sport types and benefits (льготы) of the venue. */
export function PlaceTags({ place }: { place: PlaceDetail }) {
  return (
    <>
      <Chips title={t.sportTypes} items={place.sportTypes.map((s) => s.name)} />
      <Chips title={t.benefits} items={place.benefits.map((b) => PLACE_BENEFIT_LABELS[b])} />
    </>
  );
}

/**
 * Issue 28: the accessibility the venue declares, an icon (decoration) and a label each, as a
 * list under its heading (a screen reader announces the count); nothing when none is declared.
 */
export function PlaceAccessibility({ features }: { features: PlaceDetail['accessibility'] }) {
  if (features.length === 0) return null;
  return (
    <PlaceSection title={t.accessibility}>
      <ul className="sk-place-access">
        {features.map((code) => (
          <li key={code} className="sk-place-access__item">
            <IonIcon
              icon={ACCESS_FEATURE_ICONS[code]}
              className="sk-place-access__icon"
              aria-hidden="true"
            />
            {PLACE_ACCESS_FEATURE_LABELS[code]}
          </li>
        ))}
      </ul>
      <p className="sk-place-access__note">{t.accessibilityNote}</p>
    </PlaceSection>
  );
}

/** The pool, the hall, the pitch inside the complex. */
export function PlaceUnits({ units }: { units: PlaceDetail['places'] }) {
  if (units.length === 0) return null;
  return (
    <PlaceSection title={t.units}>
      <ul className="sk-place-units">
        {units.map((unit) => (
          <li key={unit.id} className="sk-place-card sk-place-unit">
            <h3 className="sk-place-unit__name">{unit.name}</h3>
            {unit.sportTypes.length > 0 ? (
              <p className="sk-place-unit__sports">
                {unit.sportTypes.map((s) => s.name).join(' · ')}
              </p>
            ) : null}
            {unit.description ? <p className="sk-place-unit__text">{unit.description}</p> : null}
          </li>
        ))}
      </ul>
    </PlaceSection>
  );
}

type Policy = NonNullable<PlaceOwner['visitPolicy']>;

/** The owner and its visit and payback policies, PDFs opened in the viewer (spec §2.4). */
export function PlaceOwnerBlock({ owner }: { owner: PlaceOwner }) {
  const [open, setOpen] = useState<Policy | null>(null);
  const policies: { label: string; policy: Policy }[] = [];
  if (owner.visitPolicy) policies.push({ label: t.visitPolicy, policy: owner.visitPolicy });
  if (owner.paybackPolicy) policies.push({ label: t.paybackPolicy, policy: owner.paybackPolicy });
  return (
    <PlaceSection title={t.owner}>
      <div className="sk-place-card sk-place-owner">
        <p className="sk-place-owner__name">{owner.name}</p>
        {owner.inn ? <p className="sk-place-owner__inn">{t.ownerInn(owner.inn)}</p> : null}
        {policies.length > 0 ? (
          <ul className="sk-place-owner__docs">
            {policies.map(({ label, policy }) => (
              <li key={policy.id}>
                <button
                  type="button"
                  className="sk-button sk-button--ghost sk-place-owner__doc"
                  onClick={() => setOpen(policy)}
                >
                  <IonIcon icon={documentTextOutline} aria-hidden="true" />
                  {label}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <PdfViewerModal
        open={open !== null}
        onClose={() => setOpen(null)}
        source={open ? mediaUrl(open.url) : null}
        title={open?.title ?? t.owner}
        fileName={open ? `${open.title}.pdf` : undefined}
      />
    </PlaceSection>
  );
}
