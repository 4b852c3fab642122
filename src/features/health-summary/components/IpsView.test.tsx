// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import outside from '../../../../tests/fhir/ips-outside-example.json';
import { messages as ne } from '../../../../locales/ne/messages.po';
import { IpsView } from './IpsView';

const show = (bundle: unknown) => render(<I18nProvider i18n={i18n}><IpsView bundle={bundle} /></I18nProvider>);

beforeEach(() => act(() => i18n.loadAndActivate({ locale: 'en', messages: {} })));
afterEach(() => {
  cleanup();
  act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
});

describe('IpsView: a document from another issuer (hand-written from the published IPS example shape)', () => {
  it('shows the patient and every section with its entries', () => {
    show(outside);
    expect(screen.getByRole('heading', { name: 'Maria Example' })).toBeTruthy();
    const medicines = screen.getByRole('region', { name: 'Medicines' });
    expect(within(medicines).getByText(/Product containing anastrozole/)).toBeTruthy();
    const allergies = screen.getByRole('region', { name: 'Allergies' });
    expect(within(allergies).getByText(/penicillin structure/)).toBeTruthy();
    expect(within(allergies).getByText(/Wheal \(finding\)/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Health problems' })).getByText(/Menopausal flushing/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Test results' })).getByText(/12\.5 g\/dL/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Vaccinations' })).getByText('No information about immunizations & vaccines')).toBeTruthy();
  });

  it('names the sections in Nepali for a Nepali reader', () => {
    act(() => i18n.loadAndActivate({ locale: 'ne', messages: ne }));
    show(outside);
    expect(screen.getByRole('region', { name: 'औषधिहरू' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'एलर्जीहरू' })).toBeTruthy();
  });

  it('never renders markup from the document', () => {
    const bundle = structuredClone(outside);
    bundle.entry[0]!.resource.section![4]!.text.div = '<div><img src=x onerror="alert(1)"/>Nothing known</div>';
    const { container } = show(bundle);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Nothing known')).toBeTruthy();
  });
});
