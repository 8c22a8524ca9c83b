import type { IonRouterLink as Typed } from '@ionic/react';
import {
  IonRouterLink as Element,
  defineCustomElement,
} from '@ionic/core/components/ion-router-link.js';
import { wrapRouting } from './routing';

export const IonRouterLink = wrapRouting<typeof Typed>(
  'ion-router-link',
  Element,
  defineCustomElement,
);
