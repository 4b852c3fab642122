import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/Button/Button';
import { errorText } from '@/lib/api/api-client';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import * as s from './StatusPage.css';

/**
 * A page's code or stylesheet that did not download. A module whose evaluation failed (a lazily loaded
 * chunk awaits its stylesheets, build/css-preload.ts) stays failed for the life of the page, so only
 * a reload asks for it again.
 */
const DOWNLOAD_FAILED = /Unable to preload CSS|dynamically imported module|Importing a module script failed/;

/** Shown when a page fails to load (a chunk that did not download, a render error). */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  useDocumentTitle(t`Something went wrong`);
  return (
    <section className={s.page} aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={s.title}>
        <Trans>Something went wrong</Trans>
      </h1>
      <p className={s.text} role="alert">
        {errorText(error)}
      </p>
      <div className={s.actions}>
        <Button
          onClick={() => {
            if (error instanceof Error && DOWNLOAD_FAILED.test(error.message)) {
              window.location.reload();
              return;
            }
            reset();
            void router.invalidate();
          }}
        >
          <Trans>Try again</Trans>
        </Button>
        <Link to="/" className={s.homeLink}>
          <Trans>Go to the home page</Trans>
        </Link>
      </div>
    </section>
  );
}
