// The clinic console's calls (contracts/endpoints/clinic.ts), each with the staff session's token.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { staffSession } from '@/lib/auth/staff-auth';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { LIVE_FALLBACK_POLL_MS } from '@contracts/live';
import {
  AcceptInvitationResponseSchema, AuditResponseSchema, ConsoleActionResponseSchema, FreeSlotsResponseSchema, StaffMeSchema,
  InviteStaffResponseSchema, TodayResponseSchema, type InviteStaffInput,
} from '@contracts/clinic-console';
import {
  clinicAppointmentCancel, clinicAppointmentCheckIn, clinicAppointmentComplete, clinicAppointmentConfirm, clinicAppointmentFreeSlots,
  clinicAppointmentNoShow, clinicAppointmentPropose, clinicAudit, clinicInvitationAccept, clinicMe, clinicStaffInvite, clinicToday,
} from '@contracts/endpoints/clinic';

const token = () => staffSession.token();
/** The day's list follows the live event stream (use-console-live.ts); this slow poll is only its fallback. */
export const TODAY_REFRESH_MS = LIVE_FALLBACK_POLL_MS;

export const consoleKeys = {
  all: (uid: string) => ['clinic', uid] as const,
  me: (uid: string) => ['clinic', uid, 'me'] as const,
  today: (uid: string, date: string | undefined, doctorId: string | undefined) => ['clinic', uid, 'today', date ?? '', doctorId ?? ''] as const,
  slots: (uid: string, id: string) => ['clinic', uid, 'slots', id] as const,
  audit: (uid: string) => ['clinic', uid, 'audit'] as const,
};

export const meQuery = (uid: string) => queryOptions({
  queryKey: consoleKeys.me(uid),
  queryFn: async ({ signal }) => (await apiRequest(clinicMe, { schema: StaffMeSchema, token, signal })).data,
  retry: false,
});

export const todayQuery = (uid: string, date?: string, doctorId?: string) => queryOptions({
  queryKey: consoleKeys.today(uid, date, doctorId),
  queryFn: async ({ signal }) => (await apiRequest(clinicToday, { schema: TodayResponseSchema, token, signal, query: { date, doctorId } })).data,
  refetchInterval: TODAY_REFRESH_MS,
  refetchOnWindowFocus: true,
});

export const freeSlotsQuery = (uid: string, id: string) => queryOptions({
  queryKey: consoleKeys.slots(uid, id),
  queryFn: async ({ signal }) => (await apiRequest(clinicAppointmentFreeSlots, { params: { id }, schema: FreeSlotsResponseSchema, token, signal })).data,
});

export const auditQuery = (uid: string) => queryOptions({
  queryKey: consoleKeys.audit(uid),
  queryFn: async ({ signal }) => (await apiRequest(clinicAudit, { schema: AuditResponseSchema, token, signal })).data,
});

export type ConsoleActionInput =
  | { kind: 'confirm' } | { kind: 'check-in' } | { kind: 'no-show' } | { kind: 'complete' }
  | { kind: 'propose'; scheduleId: string } | { kind: 'cancel'; reason: string };

const ENDPOINTS = {
  confirm: clinicAppointmentConfirm, 'check-in': clinicAppointmentCheckIn, 'no-show': clinicAppointmentNoShow,
  complete: clinicAppointmentComplete, propose: clinicAppointmentPropose, cancel: clinicAppointmentCancel,
} as const;

/** An action on one appointment; one idempotency key per press (a retried press is applied once). */
export function useConsoleAction(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: ConsoleActionInput }) => {
      const { kind, ...body } = action;
      return apiRequest(ENDPOINTS[kind], { params: { id }, body, schema: ConsoleActionResponseSchema, token, idempotencyKey: newIdempotencyKey() });
    },
    onSettled: () => client.invalidateQueries({ queryKey: consoleKeys.all(uid) }),
  });
}

export function acceptInvitation(body: { token: string; displayName: string; password: string }) {
  return apiRequest(clinicInvitationAccept, { body, schema: AcceptInvitationResponseSchema, token: async () => null });
}

export function inviteStaff(body: InviteStaffInput) {
  return apiRequest(clinicStaffInvite, { body, schema: InviteStaffResponseSchema, token });
}
