// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { jsonResponse, mockViewport, renderWithRouter } from '@/app/test-router';
import { SearchBoxFull as SearchBox } from './SearchBoxFull';

const DOCTORS = [
  { id: 'd1', firstName: 'Sita', lastName: 'Sharma', profilePictureUrl: null, mainSpecialization: 'Cardiology' },
  { id: 'd2', firstName: 'Ram', lastName: 'Thapa', profilePictureUrl: 'https://example.test/ram.jpg', mainSpecialization: 'Cardiac Surgery' },
];

const fetchMock = vi.fn<typeof fetch>();
let viewport: ReturnType<typeof mockViewport>;

/** The `search` value of every search-doctors request so far. */
const searches = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://app.test'))
    .filter((url) => url.pathname === '/api/v1/upn/search-doctors')
    .map((url) => url.searchParams.get('search'));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => jsonResponse({ data: DOCTORS }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  viewport.restore();
});

async function setup(width = 1280) {
  viewport = mockViewport(width);
  const result = await renderWithRouter(<SearchBox />);
  // Only the debounce (and Query's own scheduling) run on fake time; the router has loaded.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return result;
}

const input = () => screen.getByRole('combobox');
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Past the debounce, and until the (mocked) response has reached the screen. */
async function settle() {
  await wait(500);
  for (let i = 0; i < 5; i += 1) await act(() => new Promise((resolve) => setImmediate(resolve)).then(() => vi.advanceTimersByTimeAsync(10)));
}

describe('SearchBox on a wide screen (spec 5)', () => {
  it('keeps only letters, digits, spaces and periods, at most 25 characters', async () => {
    await setup();
    type('Dr. Ram@#! 12-3_(x)');
    expect(input()).toHaveProperty('value', 'Dr. Ram 123x');
    type('नेपाली डाक्टर!');
    expect(input()).toHaveProperty('value', 'नेपाली डाक्टर');
    type('abcdefghijklmnopqrstuvwxyz0123');
    expect(input()).toHaveProperty('value', 'abcdefghijklmnopqrstuvwxy');
    expect(input().getAttribute('maxlength')).toBe('25');
  });

  it('asks the server 500 ms after the last keystroke, once, with the trimmed text', async () => {
    await setup();
    type('c');
    await wait(300);
    type('ca');
    await wait(300);
    type('  card ');
    await wait(499);
    expect(searches()).toEqual([]);
    await wait(1);
    expect(searches()).toEqual(['card']);
    await wait(2000);
    expect(searches()).toEqual(['card']);
  });

  it('sends no request for empty or whitespace-only text', async () => {
    await setup();
    type('   ');
    await wait(1000);
    type('');
    await wait(1000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText("Type a doctor's name or a specialization.")).toBeTruthy();
  });

  it('opens the popup with live matches linking to the doctor, with a fallback avatar', async () => {
    await setup();
    expect(screen.queryByRole('listbox')).toBeNull();
    type('card');
    await settle();
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]!.textContent).toContain('Sita Sharma');
    expect(options[0]!.textContent).toContain('Cardiology');
    expect(options[1]!.textContent).toContain('Ram Thapa');
    expect(options[0]!.getAttribute('href')).toBe('/find/doctors/d1');
    expect(options[0]!.querySelector('[data-avatar="fallback"]')).not.toBeNull();
    expect(options[1]!.querySelector('[data-avatar="image"] img')).not.toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('2 doctors found');
  });

  it("shows 'No results found' when nothing matches", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ data: [] }));
    await setup();
    type('zzz');
    await settle();
    expect(screen.getAllByText('No results found').length).toBeGreaterThan(0);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it("shows 'Error: ' and the message when the search fails", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ message: 'Search is resting' }, 400));
    await setup();
    type('card');
    await settle();
    expect(screen.getAllByText('Error: Search is resting').length).toBeGreaterThan(0);
  });

  it('Enter opens /find/doctors?query=… with the trimmed text, and closes the popup', async () => {
    const { router } = await setup();
    type(' heart  doctor ');
    fireEvent.submit(input().closest('form')!);
    await wait(0);
    expect(router.state.location.pathname).toBe('/find/doctors');
    expect(router.state.location.search).toEqual({ query: 'heart  doctor' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Enter with an empty box opens plain /find/doctors', async () => {
    const { router } = await setup();
    type('   ');
    fireEvent.submit(input().closest('form')!);
    await wait(0);
    expect(router.state.location.href).toBe('/find/doctors');
  });

  it('moves through the matches with the arrow keys; Enter opens the highlighted doctor', async () => {
    const { router } = await setup();
    type('card');
    await settle();
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await wait(0);
    expect(router.state.location.pathname).toBe('/find/doctors/d2');
  });

  it('closes on a press outside and on Escape; the search icon opens it again', async () => {
    await setup();
    type('card');
    await settle();
    expect(screen.queryByRole('listbox')).not.toBeNull();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show search results' }));
    expect(screen.queryByRole('listbox')).not.toBeNull();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input()).toHaveProperty('value', 'card');
  });
});

describe('SearchBox on a phone', () => {
  it('shows a search icon that opens a popup with its own input, focused', async () => {
    await setup(360);
    expect(screen.queryByRole('combobox')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Search doctors' });
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(input());
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('limits only the length to 25; the request leaves out characters the server refuses', async () => {
    await setup(360);
    fireEvent.click(screen.getByRole('button', { name: 'Search doctors' }));
    type('card@home!');
    expect(input()).toHaveProperty('value', 'card@home!');
    type('abcdefghijklmnopqrstuvwxyz0123');
    expect(input()).toHaveProperty('value', 'abcdefghijklmnopqrstuvwxy');
    type('  heart! ');
    await wait(500);
    expect(searches()).toEqual(['heart']);
  });

  it('Enter navigates and closes the popup', async () => {
    const { router } = await setup(360);
    fireEvent.click(screen.getByRole('button', { name: 'Search doctors' }));
    type('skin');
    fireEvent.submit(input().closest('form')!);
    await wait(0);
    expect(router.state.location.href).toBe('/find/doctors?query=skin');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
