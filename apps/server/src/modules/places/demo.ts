import { demoRows } from '../../lib/demo-copy-step';
import { copyFavorites } from './repository';

/** A fresh demo copy has the template's favourite venues. */
export const favoritesDemoCopy = demoRows((tx, copy) =>
  copyFavorites(tx, copy.templateId, copy.userId, copy.now),
);
