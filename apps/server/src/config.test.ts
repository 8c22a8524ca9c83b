import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(path.join(tmpdir(), 'sk-config-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('gives the embedded defaults with no environment at all', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(cwd, 'data'),
      databaseUrl: undefined,
      logLevel: 'info',
      rateLimit: { max: 600, timeWindowMs: 60_000 },
      seedDemoData: true,
      trustProxy: false,
      clockStart: null,
    });
    expect(config.mapTileHosts).toEqual(
      expect.arrayContaining(['https://tile.openstreetmap.org', 'https://tile0.maps.2gis.com']),
    );
    expect(config.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('generates the JWT secret once, keeps it in DATA_DIR/secrets.json with mode 0600', () => {
    const cwd = tempDir();
    const a = loadConfig({}, cwd);
    const b = loadConfig({}, cwd);
    expect(a.jwtSecret).toHaveLength(64);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    const file = path.join(cwd, 'data', 'secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ jwtSecret: a.jwtSecret });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('rejects a bad PORT with a message naming the variable in Russian and English', () => {
    const cwd = tempDir();
    expect(() => loadConfig({ PORT: 'abc' }, cwd)).toThrow(ConfigError);
    try {
      loadConfig({ PORT: '70000', LOG_LEVEL: 'loud' }, cwd);
      expect.unreachable();
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT="70000"');
      expect(message).toContain('от 0 до 65535');
      expect(message).toContain('LOG_LEVEL="loud"');
      expect((err as ConfigError).problems).toHaveLength(2);
    }
  });

  it('rejects a DATABASE_URL that is not a postgres address and a short JWT_SECRET', () => {
    const cwd = tempDir();
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, cwd)).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' }, cwd)).toThrow(/JWT_SECRET/);
  });

  it('Sber ID client certificate: both files or none, and they must exist at start', () => {
    const cwd = tempDir();
    const cert = path.join(cwd, 'client.crt');
    const key = path.join(cwd, 'client.key');
    writeFileSync(cert, 'cert');
    writeFileSync(key, 'key');
    expect(() => loadConfig({ SBERID_TLS_CERT_FILE: cert }, cwd)).toThrow(/SBERID_TLS_KEY_FILE/);
    expect(() =>
      loadConfig({ SBERID_TLS_CERT_FILE: cert, SBERID_TLS_KEY_FILE: `${key}.missing` }, cwd),
    ).toThrow(/SBERID_TLS_KEY_FILE.*файл не найден/);
    const config = loadConfig({ SBERID_TLS_CERT_FILE: cert, SBERID_TLS_KEY_FILE: key }, cwd);
    expect(config.sberid.tls).toEqual({ certFile: cert, keyFile: key, caFile: undefined });
    expect(loadConfig({}, cwd).sberid.tls).toBeUndefined();
  });

  it('CLOCK_START: an instant with its offset, or a clear refusal', () => {
    const cwd = tempDir();
    expect(loadConfig({ CLOCK_START: '2026-11-25T12:00:00+03:00' }, cwd).clockStart).toEqual(
      new Date('2026-11-25T09:00:00Z'),
    );
    expect(() => loadConfig({ CLOCK_START: '2026-11-25 12:00' }, cwd)).toThrow(/CLOCK_START/);
  });

  it('reads lists and booleans', () => {
    const config = loadConfig(
      { MAP_TILE_HOSTS: 'https://a.example, https://b.example', SEED_DEMO_DATA: 'false' },
      tempDir(),
    );
    expect(config.mapTileHosts).toEqual(['https://a.example', 'https://b.example']);
    expect(config.seedDemoData).toBe(false);
    expect(() => loadConfig({ SEED_DEMO_DATA: 'maybe' }, tempDir())).toThrow(/SEED_DEMO_DATA/);
  });
  it('reads the 2GIS key and the map tile layer (issue 4), embedded defaults without them', () => {
    const embedded = loadConfig({}, tempDir());
    expect(embedded.dgis).toEqual({ key: undefined, apiUrl: 'https://catalog.api.2gis.com' });
    expect(embedded.mapTiles).toEqual({ url: undefined, attribution: undefined });
    expect(embedded.mapIndexTtlSeconds).toBe(30);
    const set = loadConfig(
      {
        DGIS_KEY: 'k',
        DGIS_API_URL: 'http://127.0.0.1:9000/',
        MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© Пример',
        MAP_INDEX_TTL_SECONDS: '0',
      },
      tempDir(),
    );
    expect(set.dgis).toEqual({ key: 'k', apiUrl: 'http://127.0.0.1:9000' });
    expect(set.mapTiles).toEqual({
      url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '© Пример',
    });
    expect(set.mapIndexTtlSeconds).toBe(0);
    expect(() => loadConfig({ MAP_TILE_URL: 'tiles.png' }, tempDir())).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ DGIS_API_URL: 'nope' }, tempDir())).toThrow(/DGIS_API_URL/);
    expect(() => loadConfig({ MAP_INDEX_TTL_SECONDS: '-1' }, tempDir())).toThrow(
      /MAP_INDEX_TTL_SECONDS/,
    );
  });
});
