// @vitest-environment jsdom
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  it('is labelled and reports changes', () => {
    const onChange = vi.fn();
    renderWithI18n(<TextInput label="Email" type="email" onChange={onChange} />);
    const input = screen.getByLabelText('Email') as HTMLInputElement;
    expect(input.type).toBe('email');
    fireEvent.change(input, { target: { value: 'a@b.np' } });
    expect(onChange).toHaveBeenCalled();
  });

  it('describes the input by its hint and error and marks it invalid', () => {
    renderWithI18n(<TextInput label="Password" type="password" hint="At least 8 characters" error="Too short" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = ids.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['At least 8 characters', 'Too short']);
  });

  it('is not invalid without an error', () => {
    renderWithI18n(<TextInput label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('toggles password visibility and the toggle label', () => {
    renderWithI18n(<TextInput label="Password" type="password" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    const show = screen.getByRole('button', { name: 'Show password' });
    fireEvent.click(show);
    expect(input.type).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toBe(show);
    fireEvent.click(hide);
    expect(input.type).toBe('password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });

  it('has no toggle for other types and forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithI18n(<TextInput label="City" ref={ref} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(ref.current).toBe(screen.getByLabelText('City'));
  });

  it('reads digits typed on a Nepali keyboard as 0–9 in numeric and phone fields only', () => {
    const seen: Record<string, string> = {};
    renderWithI18n(
      <>
        <TextInput label="Phone" type="tel" onChange={(e) => (seen.phone = e.target.value)} />
        <TextInput label="Code" inputMode="numeric" onChange={(e) => (seen.code = e.target.value)} />
        <TextInput label="Address" onChange={(e) => (seen.address = e.target.value)} />
      </>,
    );
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '९८४१२३४५६७' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '१२३४५६' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'वडा ४' } });
    expect(seen).toEqual({ phone: '9841234567', code: '123456', address: 'वडा ४' });
  });
});
