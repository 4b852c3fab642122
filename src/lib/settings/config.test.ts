// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from './config';

const served = {
  apiKey: 'prod-key',
  authEmulatorUrl: null,
  firebase: { apiKey: 'AIza-test', authDomain: 'swasthya.example.com', projectId: 'swasthya-prod' },
  supportEmail: 'help@swasthya.example.com',
  wallets: ['esewa'],
};

function setMeta(content: string | null) {
  document.head.querySelector('meta[name="swasthya-config"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'swasthya-config';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  setMeta(null);
  localStorage.clear();
});

describe('readConfig', () => {
  it('reads the meta the server injects', () => {
    setMeta(JSON.stringify(served));
    expect(readConfig(document, {}, localStorage)).toEqual(served);
  });

  it('falls back to the development defaults without the meta', () => {
    const config = readConfig(document, {}, localStorage);
    expect(config.apiKey).toBe('swasthya-web-dev-key');
    expect(config.authEmulatorUrl).toBe('http://127.0.0.1:9099');
    expect(config.firebase).toMatchObject({ apiKey: 'demo-api-key', projectId: 'demo-swasthya' });
  });

  it('uses VITE_* values when given', () => {
    const config = readConfig(document, { VITE_API_KEY: 'k', VITE_AUTH_EMULATOR_URL: 'none', VITE_FIREBASE_PROJECT_ID: 'p' }, localStorage);
    expect(config).toMatchObject({ apiKey: 'k', authEmulatorUrl: null, firebase: { projectId: 'p' } });
  });

  it('lists no wallet when the server has none set up, and both when an older server did not say', () => {
    setMeta(JSON.stringify({ ...served, wallets: [] }));
    expect(readConfig(document, {}, localStorage).wallets).toEqual([]);
    const { wallets: _omitted, ...older } = served;
    setMeta(JSON.stringify(older));
    expect(readConfig(document, {}, localStorage).wallets).toEqual(['esewa', 'khalti']);
  });

  it('rejects a malformed meta', () => {
    setMeta('{not json');
    expect(() => readConfig(document, {}, localStorage)).toThrow(/not valid JSON/);
    setMeta(JSON.stringify({ ...served, apiKey: '' }));
    expect(() => readConfig(document, {}, localStorage)).toThrow(/invalid/);
  });

  it('in production, reuses the last served config for a shell without the meta (service worker)', () => {
    setMeta(JSON.stringify(served));
    readConfig(document, { PROD: true }, localStorage);
    setMeta(null);
    expect(readConfig(document, { PROD: true }, localStorage)).toEqual(served);
  });
});
