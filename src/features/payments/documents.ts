// Client-side checks of supporting documents (the server checks again, by content).
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES } from '@contracts/payments';

const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;
const TYPES = ['application/pdf', 'image/jpeg', 'image/png', ''];

export type DocumentProblem = 'too-many' | 'too-large' | 'bad-type' | 'empty';

/** The first problem with the chosen files, or null. */
export function documentProblem(files: readonly File[]): DocumentProblem | null {
  if (files.length > ATTACHMENT_MAX_FILES) return 'too-many';
  for (const f of files) {
    if (!EXTENSIONS.test(f.name) || !TYPES.includes(f.type)) return 'bad-type';
    if (f.size === 0) return 'empty';
    if (f.size >= ATTACHMENT_MAX_BYTES) return 'too-large';
  }
  return null;
}
