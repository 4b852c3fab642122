import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { AVAILABILITY_FILTERS, CITIES, DOCTOR_SORTS, FEE_FILTERS } from '../../../../contracts/options';
import { SortBy } from '../../../ui/SortBy/SortBy';
import { cityName } from '../../../lib/city-names';
import type { Locale } from '../../../lib/i18n';
import { useSpecializations } from '../api/get-specializations';
import { specializationName } from '../doctor-text';
import type { DoctorSearch } from '../search-params';
import { FilterSelect, type FilterOption } from './FilterSelect';
import * as s from './FindDoctorsPage.css';

type Availability = (typeof AVAILABILITY_FILTERS)[number];
type Fee = (typeof FEE_FILTERS)[number];
type Sort = (typeof DOCTOR_SORTS)[number];

/** City, availability and fee; each change updates the URL (and so the list) at once. */
export function DoctorFilters({ search }: { search: DoctorSearch }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();

  const update = (patch: Partial<DoctorSearch>) => {
    void navigate({ to: '/find/doctors', search: { ...search, ...patch, page: undefined }, replace: true });
  };

  const cityOptions: FilterOption<string>[] = [{ value: '', label: t`All cities` }];
  const cities: readonly string[] = CITIES;
  if (search.city && !cities.includes(search.city)) cityOptions.push({ value: search.city, label: search.city });
  for (const city of CITIES) cityOptions.push({ value: city, label: cityName(i18n, city) });

  const availabilityLabels: Record<Availability, string> = {
    today: t`Today`,
    tomorrow: t`Tomorrow`,
    next_7_days: t`Next 7 days`,
    next_week: t`Next week`,
  };
  const availabilityOptions: FilterOption<Availability | ''>[] = [
    { value: '', label: t`Any time` },
    ...AVAILABILITY_FILTERS.map((value) => ({ value, label: availabilityLabels[value] })),
  ];

  const specializations = useSpecializations();
  const specializationOptions: FilterOption<string>[] = [{ value: '', label: t`All specializations` }];
  for (const spec of specializations.data ?? []) {
    specializationOptions.push({ value: spec.slug, label: specializationName(spec, i18n.locale as Locale) });
  }
  if (search.specialization && !specializationOptions.some((o) => o.value === search.specialization)) {
    specializationOptions.push({ value: search.specialization, label: search.specialization });
  }

  const feeLabels: Record<Fee, string> = { free: t`Free`, paid: t`Paid` };
  const feeOptions: FilterOption<Fee | ''>[] = [
    { value: '', label: t`Any fee` },
    ...FEE_FILTERS.map((value) => ({ value, label: feeLabels[value] })),
  ];

  return (
    <form className={s.filters} aria-label={t`Filters`} onSubmit={(event) => event.preventDefault()}>
      <FilterSelect
        name="specialization"
        label={t`Specialization`}
        options={specializationOptions}
        value={search.specialization ?? ''}
        onChange={(specialization) => update({ specialization: specialization || undefined })}
      />
      <FilterSelect
        name="city"
        label={t`City`}
        options={cityOptions}
        value={search.city ?? ''}
        onChange={(city) => update({ city: city || undefined })}
      />
      <FilterSelect
        name="availability"
        label={t`Availability`}
        options={availabilityOptions}
        value={search.availability ?? ''}
        onChange={(availability) => update({ availability: availability || undefined })}
      />
      <FilterSelect
        name="fee"
        label={t`Fee`}
        options={feeOptions}
        value={search.fee ?? ''}
        onChange={(fee) => update({ fee: fee || undefined })}
      />
    </form>
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
    <SortBy
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
