import { Link } from '@tanstack/react-router';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogoMark } from '@/ui/FullScreenLoader/Logo';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import * as s from './StatusPage.css';

/** The shared placeholder for screens that arrive with later issues. */
export function ComingSoonPage({ title }: { title: MessageDescriptor }) {
  const { i18n } = useLingui();
  const name = i18n._(title);
  useDocumentTitle(name);
  return (
    <section className={s.page} aria-labelledby="coming-soon-title">
      <LogoMark className={s.mark} />
      <h1 id="coming-soon-title" className={s.title}>
        {name}
      </h1>
      <p className={s.text}>
        <Trans>Coming soon. We are still building this part of Swasthya.</Trans>
      </p>
      <div className={s.actions}>
        <Link to="/" className={s.homeLink}>
          <Trans>Go to the home page</Trans>
        </Link>
        <Link to="/find/doctors" className={s.homeLink}>
          <Trans>Find doctors</Trans>
        </Link>
      </div>
    </section>
  );
}
