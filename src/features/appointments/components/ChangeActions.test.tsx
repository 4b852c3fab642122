// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { BOOKING_MESSAGES as B } from '@contracts/booking-messages';
import { renderWithI18n } from '@/ui/test-utils';
import { ChangeActions } from './ChangeActions';

const allowed = { canCancel: true, cancelBlockedReason: null, canReschedule: true, rescheduleBlockedReason: null };

describe('ChangeActions', () => {
  it('offers Reschedule and Cancel when both are allowed', () => {
    const onCancel = vi.fn();
    const onReschedule = vi.fn();
    renderWithI18n(<ChangeActions appointment={allowed} onCancel={onCancel} onReschedule={onReschedule} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    expect(onReschedule).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('change-blocked-reason')).toBeNull();
  });

  it('disables both within 24 hours and says why, each button described by its reason', () => {
    const onCancel = vi.fn();
    renderWithI18n(
      <ChangeActions
        appointment={{ canCancel: false, cancelBlockedReason: B.cancelCutoff, canReschedule: false, rescheduleBlockedReason: B.rescheduleCutoff }}
        onCancel={onCancel}
        onReschedule={() => {}}
      />,
    );
    const cancel = screen.getByRole('button', { name: 'Cancel appointment' });
    const reschedule = screen.getByRole('button', { name: 'Reschedule' });
    expect(cancel).toHaveProperty('disabled', true);
    expect(reschedule).toHaveProperty('disabled', true);
    fireEvent.click(cancel);
    expect(onCancel).not.toHaveBeenCalled();
    expect(document.getElementById(cancel.getAttribute('aria-describedby')!)!.textContent).toBe(B.cancelCutoff);
    expect(document.getElementById(reschedule.getAttribute('aria-describedby')!)!.textContent).toBe(B.rescheduleCutoff);
  });

  it('shows a shared reason once', () => {
    renderWithI18n(
      <ChangeActions
        appointment={{ canCancel: false, cancelBlockedReason: B.appointmentClosed, canReschedule: false, rescheduleBlockedReason: B.appointmentClosed }}
        onCancel={() => {}}
        onReschedule={() => {}}
      />,
    );
    expect(screen.getAllByTestId('change-blocked-reason')).toHaveLength(1);
    const ids = screen.getAllByRole('button').map((b) => b.getAttribute('aria-describedby'));
    expect(new Set(ids).size).toBe(1);
  });

  it('can refuse one and allow the other', () => {
    renderWithI18n(
      <ChangeActions
        appointment={{ ...allowed, canReschedule: false, rescheduleBlockedReason: B.rescheduleCutoff }}
        onCancel={() => {}}
        onReschedule={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Reschedule' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel appointment' })).toHaveProperty('disabled', false);
    expect(screen.getByTestId('change-blocked-reason').textContent).toBe(B.rescheduleCutoff);
  });
});
