// Authenticated binary downloads (PDFs): fetch with the usual headers → blob → a saved file.
import { getIdToken } from './auth';
import { getConfig } from './config';
import { patientTimeZone } from './format';
import { currentLocale } from './i18n';

export async function fetchFile(path: string): Promise<Response> {
  const headers = new Headers({ 'Accept-Language': currentLocale(), 'x-timezone': patientTimeZone(), 'x-api-key': getConfig().apiKey });
  const token = await getIdToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await fetch(path, { headers, credentials: 'include' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res;
}

/** The file name from Content-Disposition, else `fallback`. */
export function fileNameOf(res: Response, fallback: string): string {
  const cd = res.headers.get('Content-Disposition') ?? '';
  const m = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(cd);
  return m?.[1] ? decodeURIComponent(m[1]) : fallback;
}

export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const res = await fetchFile(path);
  saveBlob(await res.blob(), fileNameOf(res, fallbackName));
}
