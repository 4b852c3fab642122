import { describe, expect, it, vi } from 'vitest';
import { createAuthStore, PATIENT_ROLE, RoleMismatchError, type AuthDeps, type AuthUser, type Claims } from './auth-store';

type FakeUser = AuthUser & { getIdTokenResult: ReturnType<typeof vi.fn>; reload: ReturnType<typeof vi.fn> };

function fakeUser(uid: string, claims: Claims | (() => Promise<Claims>), opts: { emailVerified?: boolean } = {}): FakeUser {
  const user = {
    uid,
    email: `${uid}@example.test`,
    emailVerified: opts.emailVerified ?? true,
    displayName: 'Test User',
    photoURL: null,
    getIdTokenResult: vi.fn(async () => ({ claims: typeof claims === 'function' ? await claims() : claims })),
    reload: vi.fn(async () => undefined),
  };
  return user as FakeUser;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A fake identity provider: `emit` reports a user the way onAuthStateChanged does. */
function fakeProvider(signInUser?: AuthUser) {
  let listener: ((user: AuthUser | null) => void) | undefined;
  const deps = {
    onUser: vi.fn((l: (user: AuthUser | null) => void) => {
      listener = l;
      return () => undefined;
    }),
    signIn: vi.fn(async () => {
      if (!signInUser) throw Object.assign(new Error('wrong'), { code: 'auth/wrong-password' });
      return signInUser;
    }),
    signOut: vi.fn(async () => {
      listener?.(null);
    }),
  } satisfies AuthDeps;
  return { deps, emit: (user: AuthUser | null) => listener?.(user) };
}

const patientClaims = { role: PATIENT_ROLE, email_verified: true };
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('auth store (spec 4)', () => {
  it('starts loading, and for no user clears user and claims, then stops loading', () => {
    const { deps, emit } = fakeProvider();
    const store = createAuthStore(deps);
    expect(store.getState()).toMatchObject({ loading: true, user: null, claims: null });
    store.start();
    store.start();
    expect(deps.onUser).toHaveBeenCalledTimes(1);
    emit(null);
    expect(store.getState()).toMatchObject({ loading: false, user: null, claims: null });
  });

  it('stores a reported user, reads the claims (a forced refresh when the kept token has no role), then stops loading', async () => {
    const { deps, emit } = fakeProvider();
    const store = createAuthStore(deps);
    store.start();
    const claims = deferred<Claims>();
    const user = fakeUser('u1', {});
    user.getIdTokenResult.mockImplementation(async (force?: boolean) => ({ claims: force ? await claims.promise : {} }));
    emit(user);
    // Stored at once; still loading until the claims are read.
    expect(store.getState()).toMatchObject({ loading: true, user, claims: null });
    await vi.waitFor(() => expect(user.getIdTokenResult).toHaveBeenCalledWith(true));
    expect(store.getState().loading).toBe(true);
    claims.resolve(patientClaims);
    const state = await store.whenSettled();
    expect(state).toMatchObject({ loading: false, user, claims: patientClaims, emailVerified: true });
  });

  it('lets a returning patient in on the kept token at once, and checks the session behind with a forced refresh', async () => {
    const { deps, emit } = fakeProvider();
    const store = createAuthStore(deps);
    store.start();
    const refreshed = deferred<{ claims: Claims }>();
    const user = fakeUser('r1', patientClaims);
    // The forced refresh (a slow link) has not answered: the patient is in all the same.
    user.getIdTokenResult.mockImplementation((force?: boolean) => (force ? refreshed.promise : Promise.resolve({ claims: patientClaims })));
    emit(user);
    expect(await store.whenSettled()).toMatchObject({ loading: false, user, claims: patientClaims });
    expect(user.getIdTokenResult).toHaveBeenCalledWith(true);
    // The session turns out to be over (account disabled since): signed out.
    refreshed.reject(Object.assign(new Error('disabled'), { code: 'auth/user-disabled' }));
    await vi.waitFor(() => expect(store.getState()).toMatchObject({ user: null, claims: null, loading: false }));
    expect(deps.signOut).toHaveBeenCalled();

    // A role taken away since the kept token was made: signed out with the notice.
    const second = fakeProvider();
    const store2 = createAuthStore(second.deps);
    store2.start();
    const demoted = fakeUser('r2', patientClaims);
    demoted.getIdTokenResult.mockImplementation(async (force?: boolean) => ({ claims: force ? { role: 'doctor' } : patientClaims }));
    second.emit(demoted);
    await vi.waitFor(() => expect(store2.getState()).toMatchObject({ user: null, notice: 'role-mismatch' }));
  });

  it('signs out a user whose claims lack the patient role, with the role-mismatch notice', async () => {
    const { deps, emit } = fakeProvider();
    const store = createAuthStore(deps);
    store.start();
    emit(fakeUser('doc', { role: 'doctor' }));
    const state = await store.whenSettled();
    await tick();
    expect(deps.signOut).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ loading: false, user: null, claims: null, notice: 'role-mismatch' });
    expect(state.user).toBeNull();
  });

  it('signIn resolves once the claims are read, and rejects a non-patient with RoleMismatchError', async () => {
    const patient = fakeUser('p1', patientClaims);
    const ok = fakeProvider(patient);
    const store = createAuthStore(ok.deps);
    await expect(store.signIn('p1@example.test', 'Secret@123')).resolves.toBe(patient);
    expect(store.getState()).toMatchObject({ loading: false, user: patient, claims: patientClaims, notice: null });
    // The provider reporting the same user afterwards changes nothing and reads no token again.
    ok.emit(patient);
    expect(patient.getIdTokenResult).toHaveBeenCalledTimes(1);

    const other = fakeProvider(fakeUser('x1', {}));
    const rejecting = createAuthStore(other.deps);
    await expect(rejecting.signIn('x1@example.test', 'Secret@123')).rejects.toBeInstanceOf(RoleMismatchError);
    expect(rejecting.getState()).toMatchObject({ user: null, notice: 'role-mismatch' });
    expect(other.deps.signOut).toHaveBeenCalled();
  });

  it('passes identity-provider errors of signIn through and stays signed out', async () => {
    const { deps, emit } = fakeProvider();
    const store = createAuthStore(deps);
    store.start();
    emit(null);
    await expect(store.signIn('a@example.test', 'nope')).rejects.toMatchObject({ code: 'auth/wrong-password' });
    expect(store.getState()).toMatchObject({ loading: false, user: null });
  });

  it('shares one claims read when sign-in and the provider report the same user together', async () => {
    const patient = fakeUser('p2', patientClaims);
    const { deps, emit } = fakeProvider(patient);
    deps.signIn.mockImplementation(async () => {
      emit(patient);
      return patient;
    });
    const store = createAuthStore(deps);
    store.start();
    emit(null);
    await store.signIn('p2@example.test', 'Secret@123');
    expect(patient.getIdTokenResult).toHaveBeenCalledTimes(1);
    expect(store.getState().user).toBe(patient);
  });

  it('checks a user once when the provider reported them (and was checked) before signIn returned', async () => {
    const patient = fakeUser('p3', patientClaims);
    const { deps, emit } = fakeProvider(patient);
    deps.signIn.mockImplementation(async () => {
      emit(patient);
      // Firebase's sign-in promise settles after its listeners ran: the provider's check is done by then.
      await tick();
      return patient;
    });
    const store = createAuthStore(deps);
    store.start();
    emit(null);
    const seen: boolean[] = [];
    store.subscribe(() => {
      if (store.getState().user === patient) seen.push(store.getState().loading);
    });
    await store.signIn('p3@example.test', 'Secret@123');
    // Loading went on and off once: a second check turned it on again, and the app stopped and restarted
    // everything keyed by the signed-in user (the device store, the patient's zone), issue 25.
    expect(seen.filter((loading, i) => loading && seen[i - 1] !== true)).toHaveLength(1);
    expect(store.getState()).toMatchObject({ loading: false, user: patient, claims: patientClaims });
    expect(patient.getIdTokenResult).toHaveBeenCalledTimes(1);
  });

  it('refreshClaims re-reads the claims with a forced refresh, only when signed in', async () => {
    const { deps, emit } = fakeProvider();
    const store = createAuthStore(deps);
    store.start();
    emit(null);
    await store.refreshClaims();

    let claims: Claims = patientClaims;
    const user = fakeUser('u2', () => Promise.resolve(claims));
    emit(user);
    await store.whenSettled();
    claims = { ...patientClaims, profileComplete: true };
    await store.refreshClaims();
    expect(user.getIdTokenResult).toHaveBeenLastCalledWith(true);
    expect(store.getState().claims).toEqual(claims);

    // A role removed meanwhile signs the user out.
    claims = { role: 'doctor' };
    await store.refreshClaims();
    expect(store.getState()).toMatchObject({ user: null, notice: 'role-mismatch' });
  });

  it('offline, falls back to the cached token, then to unknown claims without signing out', async () => {
    const { deps, emit } = fakeProvider();
    const store = createAuthStore(deps);
    store.start();
    const offline = Object.assign(new Error('offline'), { code: 'auth/network-request-failed' });
    const cached = fakeUser('u3', patientClaims);
    cached.getIdTokenResult.mockImplementation(async (force?: boolean) => {
      if (force) throw offline;
      return { claims: patientClaims };
    });
    emit(cached);
    expect((await store.whenSettled()).claims).toEqual(patientClaims);

    const { deps: deps2, emit: emit2 } = fakeProvider();
    const store2 = createAuthStore(deps2);
    store2.start();
    const unknown = fakeUser('u4', patientClaims);
    unknown.getIdTokenResult.mockRejectedValue(offline);
    emit2(unknown);
    const state = await store2.whenSettled();
    expect(state).toMatchObject({ user: unknown, claims: null, loading: false });
    expect(deps2.signOut).not.toHaveBeenCalled();
  });

  it('keeps a returning patient signed in when the refresh fails for a transient reason (busy server, timeout)', async () => {
    for (const code of ['auth/internal-error', 'auth/too-many-requests', 'auth/timeout', undefined]) {
      const { deps, emit } = fakeProvider();
      const store = createAuthStore(deps);
      store.start();
      const user = fakeUser(`t-${code}`, patientClaims);
      user.getIdTokenResult.mockImplementation(async (force?: boolean) => {
        if (force) throw Object.assign(new Error('transient'), code ? { code } : {});
        return { claims: patientClaims };
      });
      emit(user);
      expect(await store.whenSettled()).toMatchObject({ user, claims: patientClaims, loading: false });
      expect(deps.signOut).not.toHaveBeenCalled();
    }
  });

  it('treats a token that cannot be refreshed (disabled, revoked) as signed out', async () => {
    const { deps, emit } = fakeProvider();
    const store = createAuthStore(deps);
    store.start();
    const user = fakeUser('u5', patientClaims);
    user.getIdTokenResult.mockRejectedValue(Object.assign(new Error('disabled'), { code: 'auth/user-disabled' }));
    emit(user);
    const state = await store.whenSettled();
    expect(state).toMatchObject({ user: null, claims: null, notice: null });
    expect(deps.signOut).toHaveBeenCalled();
  });

  it('drops a late claims answer for a user who has signed out meanwhile', async () => {
    const { deps, emit } = fakeProvider();
    const store = createAuthStore(deps);
    store.start();
    const claims = deferred<Claims>();
    emit(fakeUser('u6', () => claims.promise));
    emit(null);
    claims.resolve(patientClaims);
    await tick();
    expect(store.getState()).toMatchObject({ loading: false, user: null, claims: null });
  });

  it('reloadUser picks up a verified e-mail; signOut clears at once', async () => {
    const { deps, emit } = fakeProvider();
    const store = createAuthStore(deps);
    store.start();
    const user = fakeUser('u7', patientClaims, { emailVerified: false });
    emit(user);
    expect((await store.whenSettled()).emailVerified).toBe(false);
    user.reload.mockImplementation(async () => {
      (user as { emailVerified: boolean }).emailVerified = true;
    });
    await store.reloadUser();
    expect(store.getState().emailVerified).toBe(true);

    const signingOut = store.signOut();
    expect(store.getState()).toMatchObject({ user: null, claims: null, loading: false });
    await signingOut;
    expect(deps.signOut).toHaveBeenCalled();
  });
});
