import { demoRows } from '../../lib/demo-copy-step';
import { insertDemoFriends } from './demo-repository';

/** A fresh demo copy's friends and the request waiting for its answer (demo-repository.ts). */
export const friendsDemoCopy = demoRows((tx, copy) => insertDemoFriends(tx, copy.userId, copy.now));
