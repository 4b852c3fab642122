// Search params of the appointment pages, checked (anything malformed is dropped).
import { APPOINTMENT_STATUS_FILTERS } from '@contracts/options';
import type { StatusFilter } from './api/list-appointments';
import type { AppointmentAction } from './components/AppointmentDetailsPage';

export type AppointmentsSearch = { status?: Exclude<StatusFilter, 'all'>; page?: number };
export type AppointmentSearch = { action?: AppointmentAction };

export function parseAppointmentsSearch(raw: Record<string, unknown>): AppointmentsSearch {
  const search: AppointmentsSearch = {};
  const status = raw['status'];
  if (typeof status === 'string' && status !== 'all' && (APPOINTMENT_STATUS_FILTERS as readonly string[]).includes(status)) {
    search.status = status as AppointmentsSearch['status'];
  }
  const page = Number(raw['page']);
  if (Number.isInteger(page) && page > 1 && page <= 10_000) search.page = page;
  return search;
}

export function parseAppointmentSearch(raw: Record<string, unknown>): AppointmentSearch {
  const action = raw['action'];
  return action === 'cancel' || action === 'reschedule' ? { action } : {};
}
