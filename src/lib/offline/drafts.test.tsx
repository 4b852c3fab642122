// @vitest-environment jsdom
// Typed text survives a reload (issue 15): a form's draft is written when the page is left (an app
// update's Reload, pagehide, hidden) and given back when the same form opens in the next page, for
// the same user only; a guest's text cannot be kept, so the update prompt asks first.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { i18n } from '@lingui/core';
import { hasTypedText, saveDrafts, useFormDraft } from './drafts';
import { wipeDrafts } from './drafts-wipe';

const auth = vi.hoisted(() => {
  const listeners = new Set<(user: { uid: string } | null) => void>();
  let user: { uid: string } | null = { uid: 'u1' };
  return {
    listeners,
    get user() {
      return user;
    },
    set(next: { uid: string } | null) {
      user = next;
      listeners.forEach((l) => l(next));
    },
  };
});
vi.mock('../auth/auth', () => ({
  onUser: (listener: (user: { uid: string } | null) => void) => {
    auth.listeners.add(listener);
    listener(auth.user);
    return () => auth.listeners.delete(listener);
  },
}));

function formOf(key = 'booking:d1', opened = { reason: '', comments: '' }, label = '', initial = opened) {
  return function Form() {
    const [values, setValues] = useState(initial);
    useFormDraft(key, values, (draft) => setValues((old) => ({ ...old, ...draft })), opened);
    return (
      <form>
        <textarea aria-label={`Reason${label}`} value={values.reason} onChange={(e) => setValues({ ...values, reason: e.target.value })} />
        <textarea aria-label={`Comments${label}`} value={values.comments} onChange={(e) => setValues({ ...values, comments: e.target.value })} />
      </form>
    );
  };
}

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLTextAreaElement).value;
const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const stored = (uid = 'u1') => JSON.parse(localStorage.getItem(`swasthya.drafts:${uid}`) ?? '{}') as Record<string, { values: Record<string, string> }>;

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  act(() => auth.set({ uid: 'u1' }));
  localStorage.clear();
});
afterEach(() => {
  cleanup();
});

describe('form drafts across a reload', () => {
  it('keeps the typed reason when the page is left and gives it back when the form opens in the next page', () => {
    const Form = formOf();
    render(<Form />);
    type('Reason', 'Headache for three da');
    expect(hasTypedText()).toBe(true);
    expect(saveDrafts()).toBe(true);
    expect(stored()['booking:d1']?.values).toEqual({ reason: 'Headache for three da' });

    // The next page's form (the page that wrote it is gone: a reload unmounts nothing).
    const Again = formOf('booking:d1', undefined, ' again');
    render(<Again />);
    expect(valueOf('Reason again')).toBe('Headache for three da');
    // Given back once: that form holds it now, and a later form does not get it again.
    expect(stored()['booking:d1']).toBeUndefined();
  });

  it('writes nothing while the patient types, and writes at pagehide and when the page is hidden', () => {
    const Form = formOf();
    render(<Form />);
    type('Reason', 'Cough');
    expect(localStorage.length).toBe(0);
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()['booking:d1']?.values.reason).toBe('Cough');
    localStorage.clear();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(stored()['booking:d1']?.values.reason).toBe('Cough');
    // Back on screen: the form has it; the copy would otherwise come back in a later form.
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(stored()['booking:d1']).toBeUndefined();
  });

  it('forgets a copy written while hidden once the form is left (sent, closed) in the same page', () => {
    const Form = formOf();
    const { unmount } = render(<Form />);
    type('Reason', 'Fever');
    saveDrafts();
    expect(stored()['booking:d1']).toBeDefined();
    unmount();
    expect(stored()['booking:d1']).toBeUndefined();
    expect(hasTypedText()).toBe(false);
  });

  it('keeps only what changed from what the form opened with, and never overwrites what was typed since', () => {
    const opened = { reason: 'as saved', comments: '' };
    const Form = formOf('profile', opened);
    render(<Form />);
    type('Comments', 'new comment');
    saveDrafts();
    expect(stored()['profile']?.values).toEqual({ comments: 'new comment' });
    cleanup();

    localStorage.setItem('swasthya.drafts:u1', JSON.stringify({ profile: { values: { reason: 'kept reason', comments: 'kept comment' }, savedAt: Date.now() } }));
    const Again = formOf('profile', opened);
    render(<Again />);
    expect(valueOf('Reason')).toBe('kept reason');
    expect(valueOf('Comments')).toBe('kept comment');
    cleanup();

    // A field already changed when the draft arrives keeps what it has.
    localStorage.setItem('swasthya.drafts:u1', JSON.stringify({ profile: { values: { reason: 'kept reason', comments: 'kept comment' }, savedAt: Date.now() } }));
    const Typed = formOf('profile', opened, '', { reason: 'as saved', comments: 'typed first' });
    render(<Typed />);
    expect(valueOf('Comments')).toBe('typed first');
    expect(valueOf('Reason')).toBe('kept reason');
  });

  it('gives a draft back to its own form and user only, and not after 7 days', () => {
    localStorage.setItem('swasthya.drafts:u1', JSON.stringify({
      'booking:d1': { values: { reason: 'for d1' }, savedAt: Date.now() },
      'booking:d2': { values: { reason: 'old' }, savedAt: Date.now() - 8 * 24 * 60 * 60_000 },
    }));
    act(() => auth.set({ uid: 'u2' }));
    const AsOther = formOf();
    render(<AsOther />);
    expect(valueOf('Reason')).toBe('');
    cleanup();

    act(() => auth.set({ uid: 'u1' }));
    const OtherDoctor = formOf('booking:d2');
    render(<OtherDoctor />);
    expect(valueOf('Reason')).toBe('');
    expect(stored()['booking:d2']).toBeUndefined();
    expect(stored()['booking:d1']?.values.reason).toBe('for d1');
  });

  it("cannot keep a guest's text: saving says so, and the update prompt asks before reloading", async () => {
    act(() => auth.set(null));
    const Form = formOf('support:contact-us');
    render(<Form />);
    expect(saveDrafts()).toBe(true); // nothing typed yet
    type('Reason', 'Hello');
    expect(saveDrafts()).toBe(false);
    expect(localStorage.length).toBe(0);

    const { mayReload } = await import('./update-prompt');
    const confirm = vi.fn(() => false);
    expect(mayReload(confirm)).toBe(false);
    expect(confirm).toHaveBeenCalledTimes(1);
    confirm.mockReturnValue(true);
    expect(mayReload(confirm)).toBe(true);
  });

  it('reloads without asking when every draft was kept', async () => {
    const Form = formOf();
    render(<Form />);
    type('Reason', 'Back pain');
    const { mayReload } = await import('./update-prompt');
    const confirm = vi.fn(() => false);
    expect(mayReload(confirm)).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    expect(stored()['booking:d1']?.values.reason).toBe('Back pain');
  });

  it("sign-out wipes every user's drafts and nothing else", () => {
    localStorage.setItem('swasthya.drafts:u1', '{}');
    localStorage.setItem('swasthya.drafts:u2', '{}');
    localStorage.setItem('swasthya.prefs', '{}');
    wipeDrafts();
    expect(Object.keys(localStorage)).toEqual(['swasthya.prefs']);
  });
});
