import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import * as s from './StatusPage.css';
import { devanagari } from '@contracts/digits';

export function NotFoundPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <section className={s.page} aria-labelledby="not-found-title">
      <p className={s.code} aria-hidden="true">
        {i18n.locale === 'ne' ? devanagari(404) : 404}
      </p>
      <h1 id="not-found-title" className={s.title}>
        <Trans>Page not found</Trans>
      </h1>
      <p className={s.text}>
        <Trans>This address does not exist. Check the link, or start again from the home page.</Trans>
      </p>
      <div className={s.actions}>
        <Link to="/" className={s.homeLink}>
          <Trans>Go to the home page</Trans>
        </Link>
      </div>
    </section>
  );
}
