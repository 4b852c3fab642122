import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import * as s from './HomeHero.css';

/** The home page's opening: what Swasthya is for, and the search box (passed in). */
export function HomeHero({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  useDocumentTitle(t`Find doctors in Nepal`);
  return (
    <section className={s.hero} aria-labelledby="home-title">
      <h1 id="home-title" className={s.title}>
        <Trans>Find the right doctor, close to home</Trans>
      </h1>
      <p className={s.lead}>
        <Trans>Book clinic visits and online consultations with verified doctors across Nepal.</Trans>
      </p>
      {children}
    </section>
  );
}
