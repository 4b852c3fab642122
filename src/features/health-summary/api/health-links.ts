// SMART Health Links: GET /health-links, POST /health-links, POST /health-links/{id}/revoke. The summary
// is encrypted here, in the browser, with a new key that goes only into the link (the server gets the JWE).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HealthLinkListResponseSchema, HealthLinkResponseSchema, type HealthLinkExpiry } from '@contracts/health-links';
import { healthLinkCreate, healthLinkList, healthLinkRevoke } from '@contracts/endpoints/health-summary';
import { encryptShlFile, newShlKey, shlViewerUrl } from '@contracts/shl';
import { apiRequest } from '@/lib/api/api-client';

export const healthLinksQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'health-links'] as const,
    queryFn: async ({ signal }) => (await apiRequest(healthLinkList, { schema: HealthLinkListResponseSchema, signal })).data.links,
  });

export function useHealthLinks(uid: string) {
  return useQuery(healthLinksQueryOptions(uid));
}

export type NewLink = { label: string; expiresIn: HealthLinkExpiry; passcode: string | null; bundle: unknown };

/** Encrypts the summary, stores the ciphertext, and gives the link to share (`…/shl#shlink:/…`). */
export async function createHealthLink({ label, expiresIn, passcode, bundle }: NewLink) {
  const key = newShlKey();
  const jwe = await encryptShlFile(JSON.stringify(bundle), key);
  const res = await apiRequest(healthLinkCreate, { body: { label, expiresIn, passcode, files: [{ contentType: 'application/fhir+json', jwe }] }, schema: HealthLinkResponseSchema });
  const link = res.data;
  const url = shlViewerUrl(`${location.origin}/shl`, { url: link.url, key, exp: link.exp, ...(link.flag ? { flag: link.flag } : {}), label: label.slice(0, 80), v: 1 });
  return { message: res.message, link, url };
}

export function useCreateHealthLink(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHealthLink,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: healthLinksQueryOptions(uid).queryKey }),
  });
}

export function useRevokeHealthLink(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(healthLinkRevoke, { params: { id }, schema: HealthLinkResponseSchema }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: healthLinksQueryOptions(uid).queryKey }),
  });
}
