import { IonLabel } from '@ionic/react';
import { IonItem } from '@/ui/ionic/item';
import { IonRadio, IonRadioGroup } from '@/ui/ionic/radio';
import { formatFieldDate } from '@sportkarta/contract/config/formats';
import { ru } from '@/i18n/ru';
import type { Member } from '../model/acting-member';
import { Avatar } from './avatar';

/** "For whom": self or one of the children, as a radio group (keyboard and screen reader). */
export function MemberSelect({
  options,
  value,
  onChange,
  label,
}: {
  options: readonly Member[];
  value: string | null;
  onChange: (id: string) => void;
  label: string;
}) {
  return (
    // A radio group of items, not an ion-list: a list may hold only list items (axe
    // aria-required-children), and these items are radios.
    <IonRadioGroup
      value={value}
      aria-label={label}
      onIonChange={(e) => {
        if (typeof e.detail.value === 'string') onChange(e.detail.value);
      }}
    >
      <div className="sk-member-select">
        {options.map((m) => (
          <IonItem key={m.id}>
            <div slot="start">
              <Avatar photo={m.photo} alt="" size={40} />
            </div>
            <IonRadio value={m.id} justify="space-between">
              <IonLabel>
                <h2>{m.name}</h2>
                <p>
                  {m.kind === 'user' ? ru.account.memberSelf : ru.account.memberChild}
                  {m.birthDate ? `, ${formatFieldDate(m.birthDate)}` : ''}
                </p>
              </IonLabel>
            </IonRadio>
          </IonItem>
        ))}
      </div>
    </IonRadioGroup>
  );
}
