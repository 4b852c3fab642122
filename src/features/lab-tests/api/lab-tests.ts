// The diagnostic service (/api/diagnostic/v1): prescribed lab tests, results, uploaded reports, upload.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LAB_REPORT_UPLOAD_FIELDS, LabReportListResponseSchema, LabReportUploadResponseSchema,
  LabResultListResponseSchema, LabTestListResponseSchema,
} from '@contracts/lab-tests';
import { labReportList, labReportUpload, labResultList, labTestList } from '@contracts/endpoints/lab-tests';
import { apiRequest } from '@/lib/api/api-client';

export const labTestsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'lab', 'tests'] as const,
    queryFn: async ({ signal }) => (await apiRequest(labTestList, { schema: LabTestListResponseSchema, signal })).data.labTests,
  });
export const useLabTests = (uid: string) => useQuery(labTestsQueryOptions(uid));

export const labResultsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'lab', 'results'] as const,
    queryFn: async ({ signal }) => (await apiRequest(labResultList, { schema: LabResultListResponseSchema, signal })).data.results,
  });
export const useLabResults = (uid: string) => useQuery(labResultsQueryOptions(uid));

export const labReportsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'lab', 'reports'] as const,
    queryFn: async ({ signal }) => (await apiRequest(labReportList, { schema: LabReportListResponseSchema, signal })).data.reports,
  });
export const useLabReports = (uid: string) => useQuery(labReportsQueryOptions(uid));

export function uploadLabReport(file: File, labTestId?: string) {
  const form = new FormData();
  form.append(LAB_REPORT_UPLOAD_FIELDS.file, file, file.name);
  if (labTestId) form.append(LAB_REPORT_UPLOAD_FIELDS.labTestId, labTestId);
  return apiRequest(labReportUpload, { body: form, schema: LabReportUploadResponseSchema });
}

export function useUploadLabReport(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, labTestId }: { file: File; labTestId?: string }) => uploadLabReport(file, labTestId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: labReportsQueryOptions(uid).queryKey }),
  });
}
