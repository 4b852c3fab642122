// The patient's complaints and fraud reports with the clinic's note once handled (issue 30).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { PatientCaseListResponseSchema } from '@contracts/clinic-records';
import { caseReportList } from '@contracts/endpoints/clinic-records';

export const caseReportsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'payments', 'cases'] as const,
    queryFn: async ({ signal }) => (await apiRequest(caseReportList, { schema: PatientCaseListResponseSchema, signal })).data,
  });
export const useCaseReports = (uid: string) => useQuery(caseReportsQueryOptions(uid));
