import { demoRows } from '../../lib/demo-copy-step';
import { insertPastPurchases } from './demo-repository';

/** A fresh demo copy has a few paid past orders with used tickets. */
export const purchasesDemoCopy = demoRows((tx, copy) =>
  insertPastPurchases(tx, copy.userId, copy.now),
);
