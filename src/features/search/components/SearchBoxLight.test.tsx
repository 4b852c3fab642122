// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockViewport, renderWithRouter } from '@/app/test-router';
import { SearchBox } from './SearchBox';

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

  it('on a phone the search icon loads the full search and opens its popup with the input focused', async () => {
    viewport = mockViewport(360);
    await renderWithRouter(<SearchBox />);
    fireEvent.click(screen.getByRole('button', { name: 'Search doctors' }));
    await waitFor(() => expect(screen.getByRole('combobox')).toBeTruthy());
    expect(document.activeElement).toBe(screen.getByRole('combobox'));
  });
});
