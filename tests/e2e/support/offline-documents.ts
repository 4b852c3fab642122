// The documents kept on the device, shared by offline-documents.spec.ts and signed-out.spec.ts.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';

const DOCUMENTS_CACHE = 'swasthya-api-documents-';

async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  if (!file) throw new Error(`download failed: ${await download.failure()}`);
  return readFile(file);
}

/** Clicks through `click` and returns the file the page saved. */
export async function downloadBy(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return bytesOf(download);
}

/** The documents kept on the device (Cache Storage entries of the documents cache). */
export async function keptDocuments(page: Page): Promise<string[]> {
  return page.evaluate(async (prefix) => {
    const names = (await caches.keys()).filter((n) => n.startsWith(prefix));
    const urls: string[] = [];
    for (const name of names) for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
    return urls;
  }, DOCUMENTS_CACHE);
}
