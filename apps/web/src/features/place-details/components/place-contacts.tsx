import { IonIcon } from '@ionic/react';
import {
  callOutline,
  globeOutline,
  logoInstagram,
  logoFacebook,
  mailOutline,
  paperPlaneOutline,
  peopleOutline,
  printOutline,
} from 'ionicons/icons';
import type { Contact } from '@sportkarta/contract/api/places';
import type { ContactKind } from '@sportkarta/contract/enums';
import { ruDiscoveryPlace } from '@/i18n/ru-discovery-place';
import { contactHref } from '../lib/format';
import { PlaceSection } from './place-section';

const t = ruDiscoveryPlace;

const ICONS: Record<ContactKind, string> = {
  PRIMARY_ORGANIZATION_PHONE: callOutline,
  PHONE: callOutline,
  WEB_SITE: globeOutline,
  INSTAGRAM: logoInstagram,
  FACEBOOK: logoFacebook,
  VKONTAKTE: peopleOutline,
  ODNOKLASSNIKI: peopleOutline,
  E_MAIL: mailOutline,
  FAX: printOutline,
  TELEGRAM: paperPlaneOutline,
};

/** spec §3 contact kinds: calls, letters and pages open in the system apps. */
export function PlaceContacts({ contacts }: { contacts: readonly Contact[] }) {
  if (contacts.length === 0) return null;
  return (
    <PlaceSection title={t.contacts}>
      <ul className="sk-place-card sk-place-list">
        {contacts.map((contact, index) => {
          const href = contactHref(contact);
          const external = href?.startsWith('http');
          const body = (
            <>
              <IonIcon
                className="sk-place-list__icon"
                icon={ICONS[contact.kind]}
                aria-hidden="true"
              />
              <span className="sk-place-list__text">
                <span className="sk-place-list__label">{t.contactKinds[contact.kind]}</span>
                <span className="sk-place-list__value">{contact.value}</span>
              </span>
            </>
          );
          return (
            <li key={`${contact.kind}-${index}`}>
              {href ? (
                <a
                  className="sk-place-list__row sk-focusable"
                  href={href}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {body}
                </a>
              ) : (
                <div className="sk-place-list__row">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </PlaceSection>
  );
}
