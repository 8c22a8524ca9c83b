// Under 'user': reset with the other personal queries at sign-in and logout (spec §4); per
// venue, so a change of role never shows another venue's orders.
export const staffOrdersKey = (complexId: number) =>
  ['user', 'staff', complexId, 'orders'] as const;
