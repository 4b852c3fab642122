// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { messages as en } from '../../../../locales/en/messages.po';
import { messages as ne } from '../../../../locales/ne/messages.po';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { createAuthStore, PATIENT_ROLE, type AuthUser } from '@/lib/auth/auth-store';
import { SignInPage } from './SignInPage';

// The router restores scroll on navigation; jsdom has no scrolling.
vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
afterEach(() => cleanup());

const patient: AuthUser = {
  uid: 'p1',
  email: 'p1@example.test',
  emailVerified: true,
  displayName: null,
  photoURL: null,
  getIdTokenResult: async () => ({ claims: { role: PATIENT_ROLE } }),
  reload: async () => undefined,
};

async function renderSignIn(signIn: (email: string, password: string) => Promise<AuthUser>, locale: 'en' | 'ne' = 'en', redirectTo?: string) {
  i18n.loadAndActivate({ locale, messages: locale === 'ne' ? ne : en });
  const store = createAuthStore({
    onUser: (listener) => {
      listener(null);
      return () => undefined;
    },
    signIn,
    signOut: async () => undefined,
  });
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const routes = [
    createRoute({ getParentRoute: () => rootRoute, path: '/signin', component: () => <SignInPage redirectTo={redirectTo} /> }),
    createRoute({ getParentRoute: () => rootRoute, path: '/home', component: () => <h1>Home page</h1> }),
    createRoute({ getParentRoute: () => rootRoute, path: '/family', component: () => <h1>Family page</h1> }),
  ];
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ['/signin'] }),
  });
  await router.load();
  render(
    <I18nProvider i18n={i18n}>
      <AuthProvider store={store}>
        <RouterProvider router={router} />
      </AuthProvider>
    </I18nProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return router;
}

const email = () => screen.getByLabelText(/^Email/) as HTMLInputElement;
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' }) as HTMLInputElement;

describe('SignInPage', () => {
  it('checks the fields before calling the identity provider and focuses the first problem', async () => {
    const signIn = vi.fn(async () => patient);
    await renderSignIn(signIn);
    fireEvent.change(email(), { target: { value: 'not-an-email' } });
    fireEvent.submit(email().form!);
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
    expect(signIn).not.toHaveBeenCalled();
  });

  it("announces the spec's message for a wrong password and keeps what was typed", async () => {
    const signIn = vi.fn(async () => {
      throw Object.assign(new Error('Firebase'), { code: 'auth/wrong-password' });
    });
    await renderSignIn(signIn);
    fireEvent.change(email(), { target: { value: 'asha@example.test' } });
    fireEvent.change(password(), { target: { value: 'Wrong@123' } });
    fireEvent.submit(email().form!);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid email or password. Please try again.'));
    expect(signIn).toHaveBeenCalledWith('asha@example.test', 'Wrong@123');
    expect(email().value).toBe('asha@example.test');
    expect(password().value).toBe('Wrong@123');
    expect(document.activeElement).toBe(password());
  });

  it('shows the loading button while signing in, then goes to the safe redirect', async () => {
    let finish!: (user: AuthUser) => void;
    const signIn = vi.fn(() => new Promise<AuthUser>((resolve) => (finish = resolve)));
    const router = await renderSignIn(signIn, 'en', '/family');
    fireEvent.change(email(), { target: { value: 'p1@example.test' } });
    fireEvent.change(password(), { target: { value: 'Namaste@2026' } });
    fireEvent.submit(email().form!);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('aria-busy')).toBe('true'));
    await act(async () => finish(patient));
    await screen.findByRole('heading', { name: 'Family page' });
    expect(router.state.location.pathname).toBe('/family');
  });

  it('keeps trying through a dropped connection, saying so, and goes on without a second tap', async () => {
    const signIn = vi
      .fn<(email: string, password: string) => Promise<AuthUser>>()
      .mockRejectedValueOnce(Object.assign(new Error('Firebase'), { code: 'auth/network-request-failed' }))
      .mockResolvedValue(patient);
    const router = await renderSignIn(signIn);
    fireEvent.change(email(), { target: { value: 'p1@example.test' } });
    fireEvent.change(password(), { target: { value: 'Namaste@2026' } });
    fireEvent.submit(email().form!);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No connection yet — still trying to sign you in…'));
    expect(screen.getByRole('alert').textContent).toBe('');
    await screen.findByRole('heading', { name: 'Home page' });
    expect(router.state.location.pathname).toBe('/home');
    expect(signIn).toHaveBeenCalledTimes(2);
  });

  it('goes to /home when the redirect is not a same-origin path', async () => {
    const router = await renderSignIn(vi.fn(async () => patient), 'en', 'https://evil.example/');
    fireEvent.change(email(), { target: { value: 'p1@example.test' } });
    fireEvent.change(password(), { target: { value: 'Namaste@2026' } });
    fireEvent.submit(email().form!);
    await screen.findByRole('heading', { name: 'Home page' });
    expect(router.state.location.pathname).toBe('/home');
  });

  it('speaks Nepali', async () => {
    const signIn = vi.fn(async () => {
      throw Object.assign(new Error('Firebase'), { code: 'auth/too-many-requests' });
    });
    await renderSignIn(signIn, 'ne');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('साइन इन');
    fireEvent.change(screen.getByLabelText(/^इमेल/), { target: { value: 'asha@example.test' } });
    fireEvent.change(screen.getByLabelText(/^पासवर्ड/, { selector: 'input' }), { target: { value: 'x' } });
    fireEvent.submit(screen.getByLabelText(/^इमेल/).closest('form')!);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('धेरै अनुरोधहरू भए। कृपया केही बेरपछि प्रयास गर्नुहोस्।'));
  });
});
