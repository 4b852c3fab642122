// The console's clinical and money calls (contracts/endpoints/clinic-records.ts), with the staff token;
// every write carries one idempotency key per press (a retried press is applied once).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { staffSession } from '@/lib/auth/staff-auth';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import {
  ClinicCaseListResponseSchema, ClinicCaseResponseSchema, ClinicLabTestListResponseSchema, ClinicLabTestResponseSchema,
  ClinicPaymentListResponseSchema, ClinicRefundResponseSchema, ConsolePrescribeResponseSchema, ConsolePrescriptionListResponseSchema,
  LabOrderResponseSchema, type ConsoleMedicine, type LabOrderInput,
} from '@contracts/clinic-records';
import type { LabResultsInput } from '@contracts/clinic';
import * as e from '@contracts/endpoints/clinic-records';

const token = () => staffSession.token();
const key = (uid: string, ...rest: string[]) => ['clinic', uid, 'records', ...rest] as const;

export const prescriptionsQuery = (uid: string, appointmentId: string) => queryOptions({
  queryKey: key(uid, 'rx', appointmentId),
  queryFn: async ({ signal }) => (await apiRequest(e.clinicPrescriptionList, { params: { id: appointmentId }, schema: ConsolePrescriptionListResponseSchema, token, signal })).data,
});
export const appointmentLabQuery = (uid: string, appointmentId: string) => queryOptions({
  queryKey: key(uid, 'lab', appointmentId),
  queryFn: async ({ signal }) => (await apiRequest(e.clinicAppointmentLabTests, { params: { id: appointmentId }, schema: ClinicLabTestListResponseSchema, token, signal })).data,
});
export const labQueueQuery = (uid: string) => queryOptions({
  queryKey: key(uid, 'lab-queue'),
  queryFn: async ({ signal }) => (await apiRequest(e.clinicLabQueue, { schema: ClinicLabTestListResponseSchema, token, signal })).data,
  refetchInterval: 10_000,
});
export const paymentsQuery = (uid: string) => queryOptions({
  queryKey: key(uid, 'payments'),
  queryFn: async ({ signal }) => (await apiRequest(e.clinicPayments, { schema: ClinicPaymentListResponseSchema, token, signal })).data,
  refetchInterval: 10_000,
});
export const casesQuery = (uid: string) => queryOptions({
  queryKey: key(uid, 'cases'),
  queryFn: async ({ signal }) => (await apiRequest(e.clinicCases, { schema: ClinicCaseListResponseSchema, token, signal })).data,
});

/** One mutation hook per screen: refreshes the console's records afterwards. */
function useRecordsMutation<I, R>(uid: string, run: (input: I, idempotencyKey: string) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => run(input, newIdempotencyKey()),
    onSettled: () => client.invalidateQueries({ queryKey: ['clinic', uid, 'records'] }),
  });
}

export const usePrescribe = (uid: string) => useRecordsMutation(uid,
  (i: { appointmentId: string; medicines: ConsoleMedicine[]; replacesPrescriptionId?: string | null }, idempotencyKey) =>
    apiRequest(e.clinicPrescribe, {
      params: { id: i.appointmentId }, body: { medicines: i.medicines, replacesPrescriptionId: i.replacesPrescriptionId ?? null },
      schema: ConsolePrescribeResponseSchema, token, idempotencyKey,
    }));

export const useLabOrder = (uid: string) => useRecordsMutation(uid, (i: { appointmentId: string } & LabOrderInput, idempotencyKey) =>
  apiRequest(e.clinicLabOrder, { params: { id: i.appointmentId }, body: { tests: i.tests }, schema: LabOrderResponseSchema, token, idempotencyKey }));

export const useLabResults = (uid: string) => useRecordsMutation(uid, (i: { id: string } & LabResultsInput, idempotencyKey) =>
  apiRequest(e.clinicLabResults, { params: { id: i.id }, body: { results: i.results }, schema: ClinicLabTestResponseSchema, token, idempotencyKey }));

export const useLabReport = (uid: string) => useRecordsMutation(uid, (i: { id: string; file: File }, idempotencyKey) => {
  const form = new FormData();
  form.append('file', i.file, i.file.name);
  return apiRequest(e.clinicLabReport, { params: { id: i.id }, body: form, schema: ClinicLabTestResponseSchema, token, idempotencyKey });
});

export const useRefundDecision = (uid: string) => useRecordsMutation(uid,
  (i: { id: string } & ({ kind: 'approve'; method: 'wallet' | 'cash'; reference: string } | { kind: 'decline'; reason: string }), idempotencyKey) =>
    i.kind === 'approve'
      ? apiRequest(e.clinicRefundApprove, { params: { id: i.id }, body: { method: i.method, reference: i.reference }, schema: ClinicRefundResponseSchema, token, idempotencyKey })
      : apiRequest(e.clinicRefundDecline, { params: { id: i.id }, body: { reason: i.reason }, schema: ClinicRefundResponseSchema, token, idempotencyKey }));

export const useHandleCase = (uid: string) => useRecordsMutation(uid, (i: { id: string; note: string }, idempotencyKey) =>
  apiRequest(e.clinicCaseHandle, { params: { id: i.id }, body: { note: i.note }, schema: ClinicCaseResponseSchema, token, idempotencyKey }));
