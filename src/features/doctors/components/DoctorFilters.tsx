import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { DOCTOR_SORTS } from '@contracts/options';
import { SortSelect } from '@/ui/Select/SortSelect';
import { Spinner } from '@/ui/Spinner/Spinner';
import { formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/i18n';
import { MEDIA } from '@/lib/hooks/breakpoints';
import { useMediaQuery } from '@/lib/hooks/use-media-query';
import { FILTER_KEYS, type DoctorSearch } from '../search-params';
import * as s from './FindDoctorsPage.css';

// The fields and chips are their own chunk (DoctorFilterFields.tsx): a phone's first screen shows the
// button only.
const DoctorFilterFields = lazy(() => import('./DoctorFilterFields'));

type Sort = (typeof DOCTOR_SORTS)[number];

/**
 * Specialization, city, availability and fee, and the filters in force as removable chips. On a phone
 * the selects fold behind a "Filters" button, so the first screen shows doctors rather than four
 * dropdowns; their code loads when the button is first pointed at, touched or focused, or when the
 * address has filters (their chips).
 */
export function DoctorFilters({ search }: { search: DoctorSearch }) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery(MEDIA.phone);
  const activeCount = FILTER_KEYS.filter((key) => search[key]).length;
  const [prepared, setPrepared] = useState(false);
  if (!prepared && (!phone || open || activeCount > 0)) setPrepared(true);
  const prepare = () => setPrepared(true);
  const count = formatNumber(activeCount, i18n.locale as Locale);

  return (
    <div className={s.filterArea}>
      <button
        type="button"
        className={s.filterToggle}
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((was) => !was)}
        onPointerEnter={prepare}
        onFocus={prepare}
      >
        <svg className={s.filterIcon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 5h18M6 12h12M10 19h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
        {activeCount > 0 ? <Trans>Filters ({count})</Trans> : <Trans>Filters</Trans>}
      </button>
      <form id={formId} className={s.filters} data-open={open} aria-label={t`Filters`} onSubmit={(event) => event.preventDefault()}>
        {prepared ? (
          <Suspense fallback={<div className={s.filtersLoading}><Spinner /></div>}>
            <DoctorFilterFields search={search} part="fields" />
          </Suspense>
        ) : null}
      </form>
      {prepared && activeCount > 0 ? (
        <Suspense fallback={null}>
          <DoctorFilterFields search={search} part="chips" />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The sort order of the results (spec 9: default, experience, consultation fee, rating). */
export function DoctorSort({ search }: { search: DoctorSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const sortLabels: Record<Sort, string> = {
    default: t`Best match`,
    experience: t`Experience`,
    fee: t`Consultation fee`,
    rating: t`Rating`,
  };
  return (
    <SortSelect
      label={t`Sort by`}
      name="sort"
      options={DOCTOR_SORTS.map((value) => ({ value, label: sortLabels[value] }))}
      value={search.sort ?? 'default'}
      onChange={(sort) =>
        void navigate({
          to: '/find/doctors',
          search: { ...search, sort: sort === 'default' ? undefined : sort, page: undefined },
          replace: true,
        })
      }
    />
  );
}
