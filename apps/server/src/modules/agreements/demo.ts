import { demoRows } from '../../lib/demo-copy-step';
import { copyAcceptances } from './repository';

/** A fresh demo copy has accepted what the template accepted. */
export const agreementsDemoCopy = demoRows((tx, copy) =>
  copyAcceptances(tx, copy.templateId, copy.userId, copy.now),
);
