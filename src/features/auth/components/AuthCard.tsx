import type { ReactNode, Ref } from 'react';
import { LogoMark } from '@/ui/FullScreenLoader/Logo';
import * as s from './AuthCard.css';

type Props = {
  title: ReactNode;
  lead?: ReactNode;
  /** For the sign-up form, which has two columns of names on wider screens. */
  wide?: boolean;
  /** The heading, to move focus to it when the card's content changes (e.g. a success step). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** The frame of the account pages: a centred card with the mark, a heading and an intro. */
export function AuthCard({ title, lead, wide = false, headingRef, children }: Props) {
  return (
    <div className={s.page}>
      <section className={wide ? `${s.card} ${s.wide}` : s.card} aria-labelledby="auth-card-title">
        <header className={s.header}>
          <LogoMark className={s.mark} />
          <h1 id="auth-card-title" ref={headingRef} tabIndex={-1} className={s.title}>
            {title}
          </h1>
          {lead ? <p className={s.lead}>{lead}</p> : null}
        </header>
        {children}
      </section>
    </div>
  );
}

/** The form-level error: a live region that is always present, so new text is announced. */
export function FormAlert({ message, id }: { message: string | null; id?: string }) {
  return (
    <div id={id} role="alert" className={s.alert}>
      {message ?? ''}
    </div>
  );
}

/** A success message, announced politely. */
export function FormStatus({ message, id }: { message: string | null; id?: string }) {
  return (
    <div id={id} role="status" className={s.status}>
      {message ?? ''}
    </div>
  );
}
