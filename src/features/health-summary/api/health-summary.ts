// The International Patient Summary: GET /health-summary?lang= (a FHIR R4 document Bundle).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HealthSummaryResponseSchema } from '@contracts/health-summary';
import { healthSummaryGet, healthSummaryPdf } from '@contracts/endpoints/health-summary';
import { pathOf } from '@contracts/endpoints/endpoint';
import { downloadDocument } from '@/lib/api/download';
import { apiRequest } from '@/lib/api/api-client';
import type { Locale } from '@/lib/i18n/i18n';

export const healthSummaryQueryOptions = (uid: string, lang: Locale) =>
  queryOptions({
    queryKey: ['patient', uid, 'health-summary', lang] as const,
    queryFn: async ({ signal }) => (await apiRequest(healthSummaryGet, { query: { lang }, schema: HealthSummaryResponseSchema, signal })).data.bundle,
  });

export function useHealthSummary(uid: string, lang: Locale) {
  return useQuery(healthSummaryQueryOptions(uid, lang));
}

/** Saves the summary as a PDF in `lang` (kept for offline like the other documents). */
export function downloadHealthSummaryPdf(uid: string, lang: Locale) {
  return downloadDocument(uid, `health-summary-${lang}`, `${pathOf(healthSummaryPdf)}?lang=${lang}`, 'health-summary.pdf');
}
