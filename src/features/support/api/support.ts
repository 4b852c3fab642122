// POST /support/contact-us | feedback | feature-request | bug-report, GET /support/info.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  SupportInfoResponseSchema, SupportReceiptResponseSchema,
  type BugReportInput, type ContactUsInput, type FeatureRequestInput, type FeedbackInput,
} from '@contracts/support';
import { supportBugReport, supportContactUs, supportFeatureRequest, supportFeedback, supportInfo } from '@contracts/endpoints/support';
import { apiRequest } from '@/lib/api/api-client';

export type SupportKind = 'contact-us' | 'feedback' | 'feature-request' | 'bug-report';
export type SupportBody = ContactUsInput | FeedbackInput | FeatureRequestInput | BugReportInput;

const SEND = { 'contact-us': supportContactUs, feedback: supportFeedback, 'feature-request': supportFeatureRequest, 'bug-report': supportBugReport } as const;

export function sendSupportMessage(kind: SupportKind, body: SupportBody) {
  return apiRequest(SEND[kind], { body, schema: SupportReceiptResponseSchema });
}

export function useSendSupportMessage(kind: SupportKind) {
  return useMutation({ mutationFn: (body: SupportBody) => sendSupportMessage(kind, body) });
}

export const supportInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['support-info'] as const,
    queryFn: async ({ signal }) => (await apiRequest(supportInfo, { schema: SupportInfoResponseSchema, signal })).data,
    staleTime: 60 * 60_000,
  });

export function useSupportInfo() {
  return useQuery(supportInfoQueryOptions());
}
