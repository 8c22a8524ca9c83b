import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Issue 26, the demo seal in tests: a server on which one acquirer is real (its API address and
// an account configured), so the venues selling through it are real venues. Nothing here is
// ever called: the seal refuses before a provider would be, and the tests pay only through the
// other provider's emulator.

/** The environment of a server whose `provider` is a real acquirer (the other stays emulated). */
export function realAcquirerEnv(provider: 'YOOKASSA' | 'SBERBANK'): Record<string, string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sk-real-acquirer-'));
  const file = path.join(dir, 'payment-accounts.json');
  const account =
    provider === 'YOOKASSA'
      ? { 'YOOKASSA:default': { shopId: 'real-shop', secretKey: 'real-secret' } }
      : {
          'SBERBANK:default': {
            userName: 'real-api',
            password: 'real-password',
            callbackKey: 'real-callback-key-0123456789',
          },
        };
  writeFileSync(file, JSON.stringify(account));
  // An address nobody listens on: a request that reached it would fail the test.
  const url: Record<string, string> =
    provider === 'YOOKASSA'
      ? { YOOKASSA_API_URL: 'http://127.0.0.1:9/v3' }
      : { SBERBANK_API_URL: 'http://127.0.0.1:9/payment/rest' };
  return { ...url, PAYMENT_ACCOUNTS_FILE: file };
}
