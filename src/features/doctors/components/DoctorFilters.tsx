import { useId, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { AVAILABILITY_FILTERS, CITIES, DOCTOR_SORTS, FEE_FILTERS } from '@contracts/options';
import { Select, type SelectOption } from '@/ui/Select/Select';
import { cityName } from '@/lib/domain/city-names';
import { formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/i18n';
import { useSpecializations } from '../api/get-specializations';
import { specializationName } from '../doctor-text';
import type { DoctorSearch } from '../search-params';
import * as s from './FindDoctorsPage.css';

type Availability = (typeof AVAILABILITY_FILTERS)[number];
type Fee = (typeof FEE_FILTERS)[number];
type Sort = (typeof DOCTOR_SORTS)[number];

type ActiveFilter = { key: 'specialization' | 'city' | 'availability' | 'fee'; text: string; removeLabel: string };

/**
 * Specialization, city, availability and fee; each change updates the URL (and so the list) at once.
 * The filters in force are chips, each removable. On a phone the selects fold behind a "Filters"
 * button, so the first screen shows doctors rather than four dropdowns.
 */
export function DoctorFilters({ search }: { search: DoctorSearch }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const formId = useId();
  const [open, setOpen] = useState(false);

  const update = (patch: Partial<DoctorSearch>) => {
    void navigate({ to: '/find/doctors', search: { ...search, ...patch, page: undefined }, replace: true });
  };

  const cityOptions: SelectOption<string>[] = [{ value: '', label: t`All cities` }];
  const cities: readonly string[] = CITIES;
  if (search.city && !cities.includes(search.city)) cityOptions.push({ value: search.city, label: search.city });
  for (const city of CITIES) cityOptions.push({ value: city, label: cityName(i18n, city) });

  const availabilityLabels: Record<Availability, string> = {
    today: t`Today`,
    tomorrow: t`Tomorrow`,
    next_7_days: t`Next 7 days`,
    next_week: t`Next week`,
  };
  const availabilityOptions: SelectOption<Availability | ''>[] = [
    { value: '', label: t`Any time` },
    ...AVAILABILITY_FILTERS.map((value) => ({ value, label: availabilityLabels[value] })),
  ];

  const specializations = useSpecializations();
  const specializationOptions: SelectOption<string>[] = [{ value: '', label: t`All specializations` }];
  for (const spec of specializations.data ?? []) {
    specializationOptions.push({ value: spec.slug, label: specializationName(spec, i18n.locale as Locale) });
  }
  if (search.specialization && !specializationOptions.some((o) => o.value === search.specialization)) {
    specializationOptions.push({ value: search.specialization, label: search.specialization });
  }

  const feeLabels: Record<Fee, string> = { free: t`Free`, paid: t`Paid` };
  const feeOptions: SelectOption<Fee | ''>[] = [
    { value: '', label: t`Any fee` },
    ...FEE_FILTERS.map((value) => ({ value, label: feeLabels[value] })),
  ];

  const fields: { key: ActiveFilter['key']; label: string; options: SelectOption<string>[] }[] = [
    { key: 'specialization', label: t`Specialization`, options: specializationOptions },
    { key: 'city', label: t`City`, options: cityOptions },
    { key: 'availability', label: t`Availability`, options: availabilityOptions },
    { key: 'fee', label: t`Fee`, options: feeOptions },
  ];
  const active: ActiveFilter[] = [];
  for (const { key, label, options } of fields) {
    const value = search[key];
    if (!value) continue;
    const name = options.find((o) => o.value === value)?.label ?? value;
    active.push({ key, text: t`${label}: ${name}`, removeLabel: t`Remove filter: ${label}` });
  }
  const count = formatNumber(active.length, i18n.locale as Locale);

  return (
    <div className={s.filterArea}>
      <button type="button" className={s.filterToggle} aria-expanded={open} aria-controls={formId} onClick={() => setOpen((was) => !was)}>
        <svg className={s.filterIcon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 5h18M6 12h12M10 19h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
        {active.length > 0 ? <Trans>Filters ({count})</Trans> : <Trans>Filters</Trans>}
      </button>
      <form id={formId} className={s.filters} data-open={open} aria-label={t`Filters`} onSubmit={(event) => event.preventDefault()}>
        {fields.map(({ key, label, options }) => (
          <Select
            key={key}
            variant="filter"
            name={key}
            label={label}
            options={options}
            value={search[key] ?? ''}
            onChange={(value) => update({ [key]: value || undefined })}
          />
        ))}
      </form>
      {active.length > 0 ? (
        <ul className={s.chips} aria-label={t`Filters in use`}>
          {active.map((filter) => (
            <li key={filter.key} className={s.chip} data-filter={filter.key}>
              {filter.text}
              <button type="button" className={s.chipRemove} aria-label={filter.removeLabel} onClick={() => update({ [filter.key]: undefined })}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
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
    <Select
      variant="inline"
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
