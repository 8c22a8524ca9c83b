import type {
  IonInfiniteScroll as Typed,
  IonInfiniteScrollContent as TypedContent,
} from '@ionic/react';
import {
  IonInfiniteScroll as Element,
  defineCustomElement,
} from '@ionic/core/components/ion-infinite-scroll.js';
import {
  IonInfiniteScrollContent as ContentElement,
  defineCustomElement as defineContent,
} from '@ionic/core/components/ion-infinite-scroll-content.js';
import { wrapIonic } from './wrap';

export const IonInfiniteScroll = wrapIonic<typeof Typed>(
  'ion-infinite-scroll',
  Element,
  defineCustomElement,
  { onIonInfinite: 'ionInfinite' },
);

export const IonInfiniteScrollContent = wrapIonic<typeof TypedContent>(
  'ion-infinite-scroll-content',
  ContentElement,
  defineContent,
);
