// Texts of issue 4 (discovery), the list part; merged into ru.ts as ru.discoveryList.
export const ruDiscoveryList = {} as const;
