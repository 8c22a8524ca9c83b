import type { DemoCopyStep } from '../../lib/demo-copy-step';
import { deleteDemoVenues, insertDemoVenue } from './demo-repository';

/**
 * A fresh demo copy administers a venue of its own (docs/venue-side.md "Demo"); an expired
 * copy's venue goes with it.
 */
export const staffDemoCopy: DemoCopyStep = {
  prepare: () =>
    Promise.resolve({
      write: async (tx, copy) => {
        await insertDemoVenue(tx, copy.userId, copy.now);
      },
    }),
  async sweep(tx, userIds) {
    await deleteDemoVenues(tx, userIds);
    return () => Promise.resolve();
  },
};
