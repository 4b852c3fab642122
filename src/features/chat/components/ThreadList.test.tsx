// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { messages as ne } from '../../../../locales/ne/messages.po';
import { jsonResponse, renderWithRouter, testQueryClient } from '@/app/test-router';
import { chatKeys } from '../keys';
import { message, thread, THREAD_ID } from '../test-data';
import { ThreadList } from './ThreadList';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
});

const DOCTOR_2 = { id: 'd2', firstName: 'Bishnu', lastName: 'Karki', profilePictureUrl: null, specialization: 'Cardiology' };

function serve(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input, init = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input).split('?')[0]}`;
    return routes[key]?.() ?? jsonResponse({ message: `unexpected ${key}` }, 500);
  });
}

describe('ThreadList', () => {
  it('lists the conversations with the last message and the unread count; the open one is marked', async () => {
    const last = message({ body: 'Your report looks fine.', createdAt: '2026-11-20T08:00:00.000Z' });
    serve({
      'GET /api/v1/chat/threads': () => jsonResponse({ data: { threads: [thread({ lastMessage: last, lastMessageAt: last.createdAt, unreadCount: 3 })] } }),
      'GET /api/v1/chat/doctors': () => jsonResponse({ data: { doctors: [{ ...thread().doctor, threadId: THREAD_ID }] } }),
    });
    await renderWithRouter(<ThreadList uid="u1" activeThreadId={THREAD_ID} />);
    const nav = screen.getByRole('navigation', { name: 'Conversations' });
    const link = await within(nav).findByRole('link', { name: /Dr\. Nirmala Sampang/ });
    expect(link.getAttribute('href')).toBe(`/messages/${THREAD_ID}`);
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(link.textContent).toContain('Your report looks fine.');
    expect(link.textContent).toContain('3 unread messages');
    // Every doctor already has a conversation: nothing to start.
    expect(screen.queryByRole('heading', { name: 'Start a conversation' })).toBeNull();
  });

  it('names the doctors in Devanagari in Nepali: the conversations and the ones to start', async () => {
    const named = { ...thread().doctor, firstNameNe: 'निर्मला', lastNameNe: 'साम्पाङ' };
    serve({
      'GET /api/v1/chat/threads': () => jsonResponse({ data: { threads: [thread({ doctor: named })] } }),
      'GET /api/v1/chat/doctors': () => jsonResponse({ data: { doctors: [
        { ...named, threadId: THREAD_ID }, { ...DOCTOR_2, firstNameNe: 'विष्णु', lastNameNe: 'कार्की', threadId: null },
      ] } }),
    });
    act(() => i18n.loadAndActivate({ locale: 'ne', messages: ne }));
    await renderWithRouter(<ThreadList uid="u1" />);
    expect((await screen.findByRole('link', { name: /डा\. निर्मला साम्पाङ/ })).getAttribute('href')).toBe(`/messages/${THREAD_ID}`);
    expect(await screen.findByText('डा. विष्णु कार्की')).toBeTruthy();
  });

  it('has an empty state with a way to find a doctor', async () => {
    serve({
      'GET /api/v1/chat/threads': () => jsonResponse({ data: { threads: [] } }),
      'GET /api/v1/chat/doctors': () => jsonResponse({ data: { doctors: [] } }),
    });
    await renderWithRouter(<ThreadList uid="u1" />);
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeTruthy();
    expect(screen.getByText('You can message a doctor once you have booked an appointment with them.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a doctor' }).getAttribute('href')).toBe('/find/doctors');
  });

  it('offers the doctors the patient has seen, and opens the conversation with one', async () => {
    const opened = thread({ id: '7e2a0c11-2222-4333-8444-555566667777', doctor: DOCTOR_2 });
    serve({
      'GET /api/v1/chat/threads': () => jsonResponse({ data: { threads: [] } }),
      'GET /api/v1/chat/doctors': () => jsonResponse({ data: { doctors: [{ ...DOCTOR_2, threadId: null }] } }),
      'POST /api/v1/chat/threads/open/d2': () => jsonResponse({ data: opened }),
    });
    const { router } = await renderWithRouter(<ThreadList uid="u1" />);
    expect(await screen.findByText('Write to a doctor you have an appointment with.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Message Dr. Bishnu Karki' }));
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/messages/${opened.id}`));
  });

  it('opens the conversation even when the button is gone before the answer (its doctor taken off the list)', async () => {
    const opened = thread({ id: '7e2a0c11-2222-4333-8444-555566667777', doctor: DOCTOR_2 });
    let answer: (response: Response) => void = () => {};
    serve({
      'GET /api/v1/chat/threads': () => jsonResponse({ data: { threads: [] } }),
      'GET /api/v1/chat/doctors': () => jsonResponse({ data: { doctors: [{ ...DOCTOR_2, threadId: null }] } }),
      // Answered by hand, later.
      'POST /api/v1/chat/threads/open/d2': () => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response,
    });
    const queryClient = testQueryClient();
    const { router } = await renderWithRouter(<ThreadList uid="u1" />, { queryClient });
    const button = await screen.findByRole('button', { name: 'Message Dr. Bishnu Karki' });
    await act(async () => {
      fireEvent.click(button);
    });
    // Meanwhile the list learns of the conversation (another tab, a refetch): the button unmounts.
    act(() => queryClient.setQueryData(chatKeys.doctors('u1'), [{ ...DOCTOR_2, threadId: opened.id }]));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Message Dr. Bishnu Karki' })).toBeNull());
    await act(async () => answer(jsonResponse({ data: opened })));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/messages/${opened.id}`));
  });

  it('shows the error with a retry', async () => {
    serve({
      'GET /api/v1/chat/threads': () => jsonResponse({ message: 'The server is busy. Please try again.' }, 503),
      'GET /api/v1/chat/doctors': () => jsonResponse({ data: { doctors: [] } }),
    });
    await renderWithRouter(<ThreadList uid="u1" />);
    expect((await screen.findByRole('alert')).textContent).toContain('The server is busy. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
