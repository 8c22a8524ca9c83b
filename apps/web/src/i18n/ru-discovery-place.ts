// Texts of issue 4 (discovery), the place part; merged into ru.ts as ru.discoveryPlace.
export const ruDiscoveryPlace = {} as const;
