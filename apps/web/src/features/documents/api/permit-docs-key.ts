// Every query of this feature lives under 'visitorPermit' (spec §4: reset at sign-in).
export const PERMIT_DOCS_KEY = 'visitorPermit';
export const permitDocsListKey = (filter: unknown) => [PERMIT_DOCS_KEY, 'list', filter] as const;
export const permitDocScanKey = (url: string) => [PERMIT_DOCS_KEY, 'scan', url] as const;
