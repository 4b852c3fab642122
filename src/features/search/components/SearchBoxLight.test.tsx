// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockViewport, renderWithRouter } from '@/app/test-router';
import { SearchBox } from './SearchBox';

// `arrived`, when set, runs as the light box takes the full search's code from its module.
const codeArrives = vi.hoisted(() => ({ arrived: null as (() => void) | null }));
vi.mock('@/lib/i18n/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/i18n/i18n')>()),
  withFullCatalog: <T extends object>(module: Promise<T>) =>
    module.then((m) => new Proxy(m, { get: (target, key) => (key === 'SearchBoxFull' && codeArrives.arrived?.(), Reflect.get(target, key)) })),
}));

const fetchMock = vi.fn<typeof fetch>();
let viewport: ReturnType<typeof mockViewport>;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => jsonResponse({ data: [{ id: 'd1', firstName: 'Sita', lastName: 'Sharma', profilePictureUrl: null, mainSpecialization: 'Cardiology' }] }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  viewport.restore();
});

describe('SearchBox on the first screen', () => {
  it('is a light box until used; the full one then takes over the focus and what was typed, and searches it', async () => {
    viewport = mockViewport(1280);
    await renderWithRouter(<SearchBox />);
    const light = screen.getByRole('combobox') as HTMLInputElement;
    // Nothing of the full search yet: no popup control.
    expect(light.getAttribute('aria-controls')).toBeNull();
    light.focus();
    fireEvent.input(light, { target: { value: 'si' } });
    // The full box replaces it, focused, with the text.
    await waitFor(() => expect(screen.getByRole('combobox')).not.toBe(light));
    const full = screen.getByRole('combobox') as HTMLInputElement;
    expect(full.value).toBe('si');
    expect(document.activeElement).toBe(full);
    // What the light box had waits for the pause after typing like any text: the rest typed within
    // the debounce makes one request, for the whole text.
    fireEvent.change(full, { target: { value: 'sita' } });
    await waitFor(() => expect(screen.getByRole('option', { name: /Sita Sharma/ })).toBeTruthy(), { timeout: 3000 });
    const searched = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://app.test').searchParams.get('search'));
    expect(searched).toEqual(['sita']);
  });

  it('a key pressed after the full search arrived but before it rendered is not lost', async () => {
    viewport = mockViewport(1280);
    await renderWithRouter(<SearchBox />);
    const light = screen.getByRole('combobox') as HTMLInputElement;
    // The code arrives with the box still empty; the patient's "s" lands in the light box just after
    // the light box saw it arrive, before React renders the full one.
    let typed = false;
    codeArrives.arrived = () => {
      queueMicrotask(() => queueMicrotask(() => {
        expect(screen.getByRole('combobox')).toBe(light);
        fireEvent.input(light, { target: { value: 's' } });
        typed = true;
      }));
    };
    try {
      light.focus();
      await waitFor(() => expect(screen.getByRole('combobox')).not.toBe(light));
      expect(typed).toBe(true);
      expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('s');
      expect(document.activeElement).toBe(screen.getByRole('combobox'));
    } finally {
      codeArrives.arrived = null;
    }
  });

  it('on a phone the search icon loads the full search and opens its popup with the input focused', async () => {
    viewport = mockViewport(360);
    await renderWithRouter(<SearchBox />);
    fireEvent.click(screen.getByRole('button', { name: 'Search doctors' }));
    await waitFor(() => expect(screen.getByRole('combobox')).toBeTruthy());
    expect(document.activeElement).toBe(screen.getByRole('combobox'));
  });
});
