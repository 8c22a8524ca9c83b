import type { IonSearchbar as Typed } from '@ionic/react';
import {
  IonSearchbar as Element,
  defineCustomElement,
} from '@ionic/core/components/ion-searchbar.js';
import { wrapIonic } from './wrap';

export const IonSearchbar = wrapIonic<typeof Typed>('ion-searchbar', Element, defineCustomElement, {
  onIonInput: 'ionInput',
  onIonChange: 'ionChange',
  onIonCancel: 'ionCancel',
  onIonClear: 'ionClear',
  onIonBlur: 'ionBlur',
  onIonFocus: 'ionFocus',
});
