import type { IonItem as Typed, IonList as TypedList } from '@ionic/react';
import { IonItem as Element, defineCustomElement } from '@ionic/core/components/ion-item.js';
import {
  IonList as ListElement,
  defineCustomElement as defineList,
} from '@ionic/core/components/ion-list.js';
import { wrapIonic } from './wrap';
import { wrapRouting } from './routing';

export const IonItem = wrapRouting<typeof Typed>('ion-item', Element, defineCustomElement);

export const IonList = wrapIonic<typeof TypedList>('ion-list', ListElement, defineList);
