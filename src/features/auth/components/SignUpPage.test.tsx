// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { M } from '@contracts/messages';
import { messages as en } from '../../../../locales/en/messages.po';
import { SignUpPage } from './SignUpPage';

// The router restores scroll on navigation; jsdom has no scrolling.
vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function renderSignUp() {
  i18n.loadAndActivate({ locale: 'en', messages: en });
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const signUp = createRoute({ getParentRoute: () => rootRoute, path: '/signUp', component: () => <SignUpPage /> });
  const signIn = createRoute({ getParentRoute: () => rootRoute, path: '/signin', component: () => null });
  const router = createRouter({ routeTree: rootRoute.addChildren([signUp, signIn]), history: createMemoryHistory({ initialEntries: ['/signUp'] }) });
  await router.load();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) fireEvent.change(input(name), { target: { value } });
}
const valid = { firstName: 'Maya', lastName: 'Gurung', email: 'maya@example.test', password: 'Sagar@2083', confirmPassword: 'Sagar@2083' };

describe('SignUpPage', () => {
  it('shows the certificate hint and the password rule, and describes the fields with them', async () => {
    await renderSignUp();
    const hint = screen.getByText('Write your names exactly as they appear on your certificate.');
    expect(input('firstName').getAttribute('aria-describedby')).toContain(hint.id);
    expect(screen.getByText(/At least 8 characters, with an uppercase letter/)).toBeTruthy();
  });

  it('enforces the password rule and the confirmation before sending anything', async () => {
    await renderSignUp();
    fill({ ...valid, password: 'sagar2083', confirmPassword: 'other' });
    fireEvent.submit(input('email').form!);
    expect(await screen.findByText(M.passwordRule)).toBeTruthy();
    expect(screen.getByText(M.passwordsDiffer)).toBeTruthy();
    expect(document.activeElement).toBe(input('password'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's errorList by field and keeps everything typed", async () => {
    fetchMock.mockResolvedValue(json(409, { message: M.emailInUse, errorList: [{ field: 'email', message: M.emailInUse }] }));
    await renderSignUp();
    fill(valid);
    fireEvent.submit(input('email').form!);
    await waitFor(() => expect(input('email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(M.emailInUse)).toBeTruthy();
    expect(document.activeElement).toBe(input('email'));
    for (const [name, value] of Object.entries(valid)) expect(input(name).value).toBe(value);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/patient/auth/register-patient-account');
    expect(JSON.parse(String(init?.body))).toEqual({ firstName: 'Maya', lastName: 'Gurung', email: 'maya@example.test', password: 'Sagar@2083' });
  });

  it('after sign-up, says to check the e-mail and can send it again', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { data: { message: M.accountCreated } }));
    fetchMock.mockResolvedValueOnce(json(200, { message: M.verificationSent }));
    await renderSignUp();
    fill(valid);
    fireEvent.submit(input('email').form!);
    await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    expect(screen.getByText('maya@example.test')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(M.verificationSent));
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({ email: 'maya@example.test' });
  });
});
