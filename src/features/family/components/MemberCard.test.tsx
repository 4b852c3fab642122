// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { FamilyMember } from '@contracts/family';
import { messages as ne } from '../../../../locales/ne/messages.po';
import { MemberCard } from './MemberCard';

const member: FamilyMember = {
  id: 'm1', firstName: 'Aama', lastName: 'Gurung', name: 'Aama Gurung', relation: 'mother', gender: 'female', bloodGroup: null,
  dateOfBirth: null, phone: null, address: null, createdAt: '2026-11-20T06:00:00.000Z',
  doctor: {
    id: 'd1', firstName: 'Bishnu', lastName: 'Karki', firstNameNe: 'विष्णु', lastNameNe: 'कार्की',
    specialization: { slug: 'cardiology', nameEn: 'Cardiology', nameNe: 'मुटुरोग' },
  },
};

const show = () => render(<I18nProvider i18n={i18n}><MemberCard member={member} onEdit={() => {}} onRemove={() => {}} /></I18nProvider>);

afterEach(() => {
  cleanup();
  act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
});

describe("MemberCard: the member's doctor", () => {
  it('is named in Devanagari in Nepali', () => {
    act(() => i18n.loadAndActivate({ locale: 'ne', messages: ne }));
    show();
    expect(screen.getByText('डा. विष्णु कार्की')).toBeTruthy();
  });

  it('is named in Latin script in English', () => {
    show();
    expect(screen.getByText('Dr. Bishnu Karki')).toBeTruthy();
  });
});
