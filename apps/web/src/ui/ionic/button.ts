import type { IonButton as Typed } from '@ionic/react';
import { IonButton as Element, defineCustomElement } from '@ionic/core/components/ion-button.js';
import { wrapRouting } from './routing';

export const IonButton = wrapRouting<typeof Typed>('ion-button', Element, defineCustomElement, {
  onIonFocus: 'ionFocus',
  onIonBlur: 'ionBlur',
});
