// Which requests may get the first screen (first-screen.ts): told apart without loading it, so
// the page served while the app loads (page-app.ts) sets the same Vary header.

/** Set by index.html while the onboarding flag is stored (and no other API address is chosen). */
export const RETURNING_COOKIE = 'sk_returning';

/** `/`, `/tabs` and `/tabs/main` show the main tab (spec §2.1). */
export function isMainTabUrl(url: string): boolean {
  const p = (url.split('?')[0] ?? '').replace(/\/+$/, '');
  return p === '' || p === '/tabs' || p === '/tabs/main';
}

export function isReturningVisitor(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((c) => c.trim() === `${RETURNING_COOKIE}=1`);
}
