// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanSearchText, limitSearchText, sanitizeSearchInput } from './search-text';

function inputWith(value: string, caret = value.length): HTMLInputElement {
  const input = document.createElement('input');
  document.body.append(input);
  input.value = value;
  input.focus();
  input.setSelectionRange(caret, caret);
  return input;
}

describe('sanitizeSearchInput', () => {
  it('writes the clean text back to the element itself (a framework that skips an unchanged state leaves it)', () => {
    const input = inputWith('Dr. Hari9!');
    expect(sanitizeSearchInput(input)).toBe('Dr. Hari9');
    expect(input.value).toBe('Dr. Hari9');
    expect(input.selectionStart).toBe(9);
  });

  it('keeps the caret after the character it followed', () => {
    const input = inputWith('Dr#. Hari', 3);
    expect(sanitizeSearchInput(input)).toBe('Dr. Hari');
    expect(input.selectionStart).toBe(2);
  });

  it('the mobile popup rule limits only the length', () => {
    const input = inputWith('a!'.repeat(20));
    expect(sanitizeSearchInput(input, limitSearchText)).toBe('a!'.repeat(12) + 'a');
    expect(input.value).toHaveLength(25);
    expect(cleanSearchText('a!'.repeat(20))).toBe('a'.repeat(20));
  });
});
