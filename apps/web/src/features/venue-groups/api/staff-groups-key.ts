// Under 'user' (reset at sign-in and logout), per venue; a decision on an application
// invalidates this key too (a place is taken or freed).
export const staffGroupsKey = (complexId: number) =>
  ['user', 'staff', complexId, 'groups'] as const;
