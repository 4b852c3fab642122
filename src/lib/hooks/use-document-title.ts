import { useEffect } from 'react';

/** Set the page title ('Find doctors · Swasthya'); each screen names itself for screen readers and tabs. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · Swasthya`;
  }, [title]);
}
