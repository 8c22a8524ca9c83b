import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const dir = mkdtempSync(path.join(tmpdir(), 'sk-accounts-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32), ...env }, dir);

describe('accounts configuration', () => {
  it('embedded defaults: 30-day sessions, SMS emulator, demo codes shown, uploads under DATA_DIR', () => {
    const c = load({});
    expect(c.sessionTtlDays).toBe(30);
    expect(c.sessionMaxDays).toBe(90);
    expect(c.sms.providerUrl).toBeUndefined();
    expect(c.demoShowCodes).toBe(true);
    expect(c.fileStore).toEqual({ kind: 'folder', dir: path.join(dir, 'uploads') });
  });

  it('an api_id alone means the real SMS.ru, and demo codes are never shown with it', () => {
    const c = load({ SMS_API_ID: 'secret', DEMO_SHOW_CODES: 'true' });
    expect(c.sms).toEqual({ providerUrl: 'https://sms.ru', apiId: 'secret' });
    expect(c.demoShowCodes).toBe(false);
  });

  it('refuses a gateway URL without its api_id and a bad session lifetime', () => {
    expect(() => load({ SMS_PROVIDER_URL: 'https://sms.example' })).toThrow(ConfigError);
    expect(() => load({ SESSION_TTL_DAYS: '0' })).toThrow(/SESSION_TTL_DAYS/);
    // Issue 28: the payment return allow-list holds origins only, with safe defaults.
    expect(() => load({ PAYMENT_RETURN_ORIGINS: 'https://a.example/path' })).toThrow(
      /PAYMENT_RETURN_ORIGINS/,
    );
    expect(
      load({ PORT: '3000', PAYMENT_RETURN_ORIGINS: 'https://a.example' }).paymentReturnOrigins,
    ).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'https://a.example']);
    // The cap cannot be shorter than one term (issue 28).
    expect(() => load({ SESSION_TTL_DAYS: '60', SESSION_MAX_DAYS: '30' })).toThrow(
      /SESSION_MAX_DAYS/,
    );
    expect(() => load({ SMS_PROVIDER_URL: 'not a url', SMS_API_ID: 'k' })).toThrow(
      /SMS_PROVIDER_URL/,
    );
  });
});
