import { agreementsDemoCopy } from './modules/agreements/demo';
import { applicationsDemoCopy } from './modules/applications/demo';
import type { DemoCopyStep } from './lib/demo-copy-step';
import { childrenDemoCopy } from './modules/children/demo';
import { friendsDemoCopy } from './modules/friends/demo';
import { permitDocsDemoCopy } from './modules/permit-docs/demo';
import { favoritesDemoCopy } from './modules/places/demo';
import { purchasesDemoCopy } from './modules/purchases/demo';
import { sectionsDemoCopy } from './modules/sections/demo';
import { staffDemoCopy } from './modules/staff/demo';

/**
 * What a fresh demo copy gets, module by module (STYLE.md: a module owns its own demo rows;
 * auth runs this list and knows no feature). In order: the children first, since the sections'
 * applications and the documents are for the copy's youngest child.
 */
export const DEMO_COPY_STEPS: readonly DemoCopyStep[] = [
  childrenDemoCopy,
  agreementsDemoCopy,
  favoritesDemoCopy,
  purchasesDemoCopy,
  sectionsDemoCopy,
  permitDocsDemoCopy,
  applicationsDemoCopy,
  friendsDemoCopy,
  staffDemoCopy,
];
