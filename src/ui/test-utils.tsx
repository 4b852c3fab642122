// Test helpers for the design system: an English i18n provider, automatic cleanup
// and a small `<dialog>` polyfill (jsdom has the element but not showModal/close).
import type { ReactElement, ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, type RenderOptions } from '@testing-library/react';
import { afterEach } from 'vitest';

i18n.loadAndActivate({ locale: 'en', messages: {} });

afterEach(() => {
  cleanup();
});

function installDialogPolyfill(): void {
  if (typeof window === 'undefined' || typeof window.HTMLDialogElement === 'undefined') return;
  const proto = window.HTMLDialogElement.prototype as HTMLDialogElement & { __swasthyaPolyfill?: boolean };
  if (proto.__swasthyaPolyfill) return;
  if (!('open' in proto)) {
    Object.defineProperty(proto, 'open', {
      configurable: true,
      get(this: HTMLDialogElement) {
        return this.hasAttribute('open');
      },
      set(this: HTMLDialogElement, value: boolean) {
        if (value) this.setAttribute('open', '');
        else this.removeAttribute('open');
      },
    });
  }
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    const target = this.querySelector<HTMLElement>('[autofocus]') ?? this;
    if (target === this && !this.hasAttribute('tabindex')) this.setAttribute('tabindex', '-1');
    target.focus();
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
  proto.__swasthyaPolyfill = true;
}

installDialogPolyfill();

export function Providers({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** `render` wrapped in the English i18n provider. */
export function renderWithI18n(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}

export { i18n };
