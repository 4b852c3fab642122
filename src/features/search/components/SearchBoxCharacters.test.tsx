// @vitest-environment jsdom
// Spec 5 in both desktop boxes: the first screen's light box and the full combobox that takes over
// keep only letters, digits, spaces and periods, at most 25 characters, whatever is typed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockViewport, renderWithRouter } from '@/app/test-router';
import { SearchBox } from './SearchBox';

// The full box's code arrives only when the test lets it (`gate.open()`).
const gate = vi.hoisted(() => {
  let open: () => void = () => {};
  const state = { opened: new Promise<void>((r) => { open = r; }), open: () => open() };
  return state;
});
vi.mock('@/lib/i18n/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/i18n/i18n')>()),
  withFullCatalog: <T,>(module: Promise<T>) => Promise.all([module, gate.opened]).then(([m]) => m),
}));

/** Every printable ASCII character that is neither a letter, a digit, a space nor a period. */
const PUNCTUATION = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).filter((c) => !/[A-Za-z0-9 .]/.test(c));

let viewport: ReturnType<typeof mockViewport>;
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse({ data: [] })));
});
afterEach(() => {
  vi.unstubAllGlobals();
  viewport.restore();
});

/** Types `char` into the box as a keystroke would: at the caret (the end unless `at` is given). */
function typeChar(input: HTMLInputElement, char: string, at = input.value.length) {
  const value = input.value.slice(0, at) + char + input.value.slice(at);
  input.setSelectionRange?.(at + 1, at + 1);
  fireEvent.input(input, { target: { value } });
}

/** Every punctuation character typed at the end and in the middle: the text never changes. */
function refusesPunctuation(input: () => HTMLInputElement, text: string) {
  for (const c of PUNCTUATION) {
    typeChar(input(), c);
    expect(input().value, `${JSON.stringify(c)} typed at the end`).toBe(text);
    typeChar(input(), c, 2);
    expect(input().value, `${JSON.stringify(c)} typed in the middle`).toBe(text);
  }
}

describe('the desktop search boxes (spec 5)', () => {
  it('keep only letters, digits, spaces and periods, at most 25, before and after the full box loads', async () => {
    expect(PUNCTUATION).toHaveLength(32 - 1);
    viewport = mockViewport(1280);
    await renderWithRouter(<SearchBox />);
    const light = screen.getByRole('combobox') as HTMLInputElement;
    light.focus();
    // The light box, while the full one's code has not arrived.
    for (const c of 'Dr.$ Ha#ri-9') typeChar(light, c);
    expect(light.value).toBe('Dr. Hari9');
    refusesPunctuation(() => light, 'Dr. Hari9');
    fireEvent.input(light, { target: { value: 'abcdefghijklmnopqrstuvwxyz0123' } });
    expect(light.value).toBe('abcdefghijklmnopqrstuvwxy');
    fireEvent.input(light, { target: { value: 'Dr. Hari9' } });
    expect(screen.getByRole('combobox')).toBe(light);

    // The full box takes over what was typed, and applies the same rule.
    gate.open();
    await waitFor(() => expect(screen.getByRole('combobox')).not.toBe(light));
    const full = () => screen.getByRole('combobox') as HTMLInputElement;
    expect(full().value).toBe('Dr. Hari9');
    typeChar(full(), '!');
    expect(full().value).toBe('Dr. Hari9');
    refusesPunctuation(full, 'Dr. Hari9');
    typeChar(full(), 'x');
    expect(full().value).toBe('Dr. Hari9x');
    fireEvent.input(full(), { target: { value: 'abcdefghijklmnopqrstuvwxyz0123' } });
    expect(full().value).toBe('abcdefghijklmnopqrstuvwxy');
    expect(full().getAttribute('maxlength')).toBe('25');
  });
});
