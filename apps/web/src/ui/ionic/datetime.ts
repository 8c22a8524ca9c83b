import type { IonDatetime as Typed } from '@ionic/react';
import {
  IonDatetime as Element,
  defineCustomElement,
} from '@ionic/core/components/ion-datetime.js';
import { wrapIonic } from './wrap';

export const IonDatetime = wrapIonic<typeof Typed>('ion-datetime', Element, defineCustomElement, {
  onIonCancel: 'ionCancel',
  onIonChange: 'ionChange',
  onIonFocus: 'ionFocus',
  onIonBlur: 'ionBlur',
});
