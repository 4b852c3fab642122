// Client-side checks of a lab report before upload (the server checks again, by content).
import { LAB_REPORT_MAX_BYTES } from '@contracts/lab-tests';

export type UploadProblem = 'missing' | 'empty' | 'too-large' | 'bad-type';

const EXTENSION = /\.(pdf|jpe?g|png)$/i;

function startsWith(bytes: Uint8Array, sig: number[]): boolean {
  return sig.every((b, i) => bytes[i] === b);
}

/** PDF, JPEG or PNG by the first bytes of the file. */
export function sniffType(head: Uint8Array): 'application/pdf' | 'image/jpeg' | 'image/png' | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

async function readHead(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, 16);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}

/** The first problem with the file, or null: name, size (smaller than 5 MB), then content. */
export async function uploadProblem(file: File | null | undefined): Promise<UploadProblem | null> {
  if (!file) return 'missing';
  if (!EXTENSION.test(file.name)) return 'bad-type';
  if (file.size === 0) return 'empty';
  if (file.size >= LAB_REPORT_MAX_BYTES) return 'too-large';
  return sniffType(await readHead(file)) ? null : 'bad-type';
}
