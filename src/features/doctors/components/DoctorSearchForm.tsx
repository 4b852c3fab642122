import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { SEARCH_MAX_LENGTH } from '@contracts/options';
import { Button } from '@/ui/Button/Button';
import type { DoctorSearch } from '../search-params';
import * as s from './DoctorSearchForm.css';

/** Spec 5: the search box accepts only letters, digits, spaces and periods, at most 25 characters. */
export function cleanSearchText(text: string): string {
  return text.replace(/[^\p{L}\p{M}\p{Nd} .]/gu, '').slice(0, SEARCH_MAX_LENGTH);
}

type Props = {
  /** Current search of the find page; its filters are kept when the text changes. */
  current?: DoctorSearch;
};

/**
 * Search doctors by name or specialization. Enter opens /find/doctors?query=…, or plain
 * /find/doctors when the box is empty. Works as a plain GET form before JavaScript loads.
 */
export function DoctorSearchForm({ current }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(current?.query ?? '');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim() || undefined;
    void navigate({ to: '/find/doctors', search: { ...current, query, page: undefined } });
  };

  return (
    <form role="search" className={s.form} action="/find/doctors" method="get" onSubmit={onSubmit}>
      <label htmlFor={`${id}-q`} className={s.label}>
        <Trans>Search doctors</Trans>
      </label>
      <div className={s.row}>
        <input
          id={`${id}-q`}
          className={s.input}
          type="search"
          name="query"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t`Name or specialty`}
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(event) => setText(cleanSearchText(event.target.value))}
        />
        <Button type="submit" size="lg">
          <Trans>Search</Trans>
        </Button>
      </div>
      <p id={`${id}-hint`} className={s.hint}>
        <Trans>Letters, numbers, spaces and full stops only, up to 25 characters.</Trans>
      </p>
    </form>
  );
}
