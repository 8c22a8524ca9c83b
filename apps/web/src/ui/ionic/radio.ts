import type { IonRadio as Typed, IonRadioGroup as TypedGroup } from '@ionic/react';
import { IonRadio as Element, defineCustomElement } from '@ionic/core/components/ion-radio.js';
import {
  IonRadioGroup as GroupElement,
  defineCustomElement as defineGroup,
} from '@ionic/core/components/ion-radio-group.js';
import { wrapIonic } from './wrap';

export const IonRadio = wrapIonic<typeof Typed>('ion-radio', Element, defineCustomElement, {
  onIonFocus: 'ionFocus',
  onIonBlur: 'ionBlur',
});

export const IonRadioGroup = wrapIonic<typeof TypedGroup>(
  'ion-radio-group',
  GroupElement,
  defineGroup,
  { onIonChange: 'ionChange' },
);
