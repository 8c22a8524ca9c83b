import { demoRows } from '../../lib/demo-copy-step';
import { copyChildren } from './repository';

/** A fresh demo copy has the template's children (before the steps that look at them). */
export const childrenDemoCopy = demoRows((tx, copy) =>
  copyChildren(tx, copy.templateId, copy.userId, copy.now),
);
