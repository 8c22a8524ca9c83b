import { storage } from '@/lib/storage';

// Sber ID sign-in (issue 3; packages/contract/src/api/sberid.ts). The provider returns the
// person to /deeplink/sberID in a new page load, so the place to return to is kept in storage.
export const SBERID_RETURN_KEY = 'sk.sberIdReturnTo';

/** Keeps where the person was, for /deeplink/sberID. */
export function keepSberIdReturn(returnTo: string): Promise<void> {
  return storage.set(SBERID_RETURN_KEY, returnTo);
}

/** Where the person was before leaving for Sber ID (read once). */
export async function takeSberIdReturn(): Promise<string | null> {
  const value = await storage.get(SBERID_RETURN_KEY);
  await storage.remove(SBERID_RETURN_KEY);
  return value;
}
