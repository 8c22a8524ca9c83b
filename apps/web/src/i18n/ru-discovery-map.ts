// Texts of issue 4 (discovery), the map part; merged into ru.ts as ru.discoveryMap.
export const ruDiscoveryMap = {} as const;
