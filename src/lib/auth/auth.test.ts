// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./firebase-auth', () => {
  loaded.count += 1;
  return { createAuth: vi.fn(), applyActionCode: vi.fn(), onAuthStateChanged: vi.fn(), signInWithEmailAndPassword: vi.fn(), signOut: vi.fn() };
});

afterEach(() => localStorage.clear());

describe('auth for guests', () => {
  it('gives no token and never loads Firebase when nobody has signed in on this device', async () => {
    const { getIdToken, hasSession, onUser } = await import('./auth');
    expect(hasSession()).toBe(false);
    expect(await getIdToken()).toBeNull();
    const seen: unknown[] = [];
    onUser((user) => seen.push(user));
    expect(seen).toEqual([null]);
    expect(loaded.count).toBe(0);
  });
});
