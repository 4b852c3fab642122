// The doctor list's filter fields and the chips of the filters in force: their own chunk, which a
// phone loads when its "Filters" button is first pointed at, touched or focused (or a link comes
// with filters), not on the first screen (DoctorFilters.tsx).
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { AVAILABILITY_FILTERS, FEE_FILTERS } from '@contracts/options';
import { Select, type SelectOption } from '@/ui/Select/Select';
import { cityFilterOptions } from '@/lib/domain/city-options';
import type { Locale } from '@/lib/i18n/i18n';
import { useSpecializations } from '../api/get-specializations';
import { specializationName } from '../doctor-text';
import { FILTER_KEYS, type DoctorSearch } from '../search-params';
import * as s from './FindDoctorsPage.css';

type Availability = (typeof AVAILABILITY_FILTERS)[number];
type Fee = (typeof FEE_FILTERS)[number];

type FilterKey = (typeof FILTER_KEYS)[number];
type ActiveFilter = { key: FilterKey; text: string; removeLabel: string };

/**
 * Specialization, city, availability and fee (`part="fields"`, inside DoctorFilters' form), and the
 * filters in force as removable chips (`part="chips"`); each change updates the URL (and so the list) at once.
 */
export default function DoctorFilterFields({ search, part }: { search: DoctorSearch; part: 'fields' | 'chips' }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();

  const update = (patch: Partial<DoctorSearch>) => {
    void navigate({ to: '/find/doctors', search: { ...search, ...patch, page: undefined }, replace: true });
  };

  const cityOptions: SelectOption<string>[] = [{ value: '', label: t`All cities` }, ...cityFilterOptions(i18n, search.city)];

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

  const fields: { key: FilterKey; label: string; options: SelectOption<string>[] }[] = [
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

  if (part === 'fields')
    return fields.map(({ key, label, options }) => (
      <Select
        key={key}
        variant="filter"
        name={key}
        label={label}
        options={options}
        value={search[key] ?? ''}
        onChange={(value) => update({ [key]: value || undefined })}
      />
    ));
  return active.length > 0 ? (
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
  ) : null;
}
