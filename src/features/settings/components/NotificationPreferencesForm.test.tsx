// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { NotificationPreference } from '@contracts/settings';
import { renderWithI18n } from '@/ui/test-utils';
import { NotificationPreferencesForm } from './NotificationPreferencesForm';

let data: NotificationPreference[] = [];
vi.mock('@/lib/auth/auth-provider', () => ({ useAuth: () => ({ user: { uid: 'u1' } }) }));
vi.mock('@/ui', async (original) => ({ ...(await original<object>()), toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../api/notification-preferences', () => ({
  useNotificationPreferences: () => ({ isPending: false, isError: false, data }),
  useSaveNotificationPreferences: () => ({ isPending: false, mutateAsync: vi.fn() }),
}));

const pref = (email: boolean): NotificationPreference => ({
  category: 'announcements', frequency: 'about_monthly', channels: { email, sms: false, whatsapp: false },
} as NotificationPreference);

describe('NotificationPreferencesForm', () => {
  it("keeps the patient's unsaved ticks when a newer copy arrives from the server, and shows that copy when nothing was changed", () => {
    data = [pref(false)];
    const { rerender } = renderWithI18n(<NotificationPreferencesForm />);
    const email = () => screen.getByRole('switch', { name: 'Announcements: Email' }) as HTMLInputElement;
    expect(email().checked).toBe(false);

    // Not edited: a newer server copy is shown.
    data = [pref(true)];
    rerender(<NotificationPreferencesForm />);
    expect(email().checked).toBe(true);

    // Edited: the next copy (a background refetch) does not undo the patient's change, nor remount the form.
    const before = email();
    fireEvent.click(email());
    expect(email().checked).toBe(false);
    data = [pref(true)];
    rerender(<NotificationPreferencesForm />);
    expect(email().checked).toBe(false);
    expect(email()).toBe(before);
  });
});
