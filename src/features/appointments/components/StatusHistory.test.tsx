// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '@/ui/test-utils';
import { StatusHistory } from './StatusHistory';

describe('StatusHistory', () => {
  it("shows who changed what and turns the server's time notes into dates", () => {
    renderWithI18n(
      <StatusHistory
        history={[
          { fromStatus: null, toStatus: 'pending', changedBy: 'patient', note: null, createdAt: '2026-11-21T04:00:00.000Z' },
          { fromStatus: 'pending', toStatus: 'rescheduled', changedBy: 'patient', note: 'reschedule_requested: 2026-11-26T01:29:00.000Z', createdAt: '2026-11-21T05:00:00.000Z' },
          { fromStatus: 'rescheduled', toStatus: 'rescheduled', changedBy: 'doctor', note: 'proposed: 2026-11-26T02:36:00.000Z', createdAt: '2026-11-21T06:00:00.000Z' },
          { fromStatus: 'rescheduled', toStatus: 'canceled', changedBy: 'doctor', note: 'Doctor is away', createdAt: '2026-11-21T07:00:00.000Z' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('Booked (Pending) by you');
    expect(items[1]).toContain('Rescheduled by you');
    expect(items[1]).toMatch(/Requested time: Thu 26 Nov, \d{1,2}:\d{2} [ap]m/);
    expect(items[2]).toMatch(/Proposed time: Thu 26 Nov/);
    expect(items[2]).toContain('by the doctor');
    expect(items[3]).toContain('Doctor is away');
    expect(items.join(' ')).not.toContain('reschedule_requested');
  });
});
