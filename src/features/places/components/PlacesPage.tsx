import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PLACE_SORTS, type PlaceSort } from '@contracts/places';
import { Button } from '@/ui/Button/Button';
import { EmptyState } from '@/ui/EmptyState/EmptyState';
import { RatingDisplay } from '@/ui/Rating/RatingDisplay';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { QueryError } from '@/ui/QueryError/QueryError';
import { Select, type SelectOption } from '@/ui/Select/Select';
import { SortSelect } from '@/ui/Select/SortSelect';
import { cityName } from '@/lib/domain/city-names';
import { cityFilterOptions } from '@/lib/domain/city-options';
import { formatClockTime, formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/i18n';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { usePlaces, type Place } from '../api/get-places';
import type { PlaceKind, PlaceSearch } from '../search-params';
import * as s from './PlacesPage.css';

function mapHref(place: Place): string {
  const query =
    place.latitude !== null && place.longitude !== null
      ? `${place.latitude},${place.longitude}`
      : encodeURIComponent(`${place.name}, ${place.address}, ${place.city}`);
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}

function PlaceCard({ place }: { place: Place }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const votes = place.votes;
  const opens = place.opensAt ? formatClockTime(place.opensAt, locale) : '';
  const closes = place.closesAt ? formatClockTime(place.closesAt, locale) : '';
  const extras = place.kind === 'pharmacy' ? place.services : place.testsOffered;
  return (
    <article className={s.card}>
      {/* The name in the reader's script when the directory has it in Devanagari. */}
      <h2 className={s.name} lang={locale === 'ne' && place.nameNe ? 'ne' : undefined}>{locale === 'ne' && place.nameNe ? place.nameNe : place.name}</h2>
      <p>
        <a href={mapHref(place)} target="_blank" rel="noopener noreferrer">
          {place.address}, {cityName(i18n, place.city)}
        </a>
      </p>
      {place.phone ? (
        <p>
          <a href={`tel:${place.phone.replace(/\s+/g, '')}`}>{place.phone}</a>
        </p>
      ) : null}
      <p className={s.muted}>
        {place.openNow ? (
          <span className={s.open}>
            <Trans>Open now</Trans>
          </span>
        ) : (
          <Trans>Closed now</Trans>
        )}
        {' · '}
        {place.is24Hours ? <Trans>Open 24 hours</Trans> : <Trans>{opens} to {closes}</Trans>}
      </p>
      {place.kind === 'pharmacy' && place.homeDelivery ? (
        <p className={s.muted}>
          <Trans>Home delivery</Trans>
        </p>
      ) : null}
      {place.kind === 'diagnostic' && place.homeCollection ? (
        <p className={s.muted}>
          <Trans>Home sample collection</Trans>
        </p>
      ) : null}
      {extras.length > 0 ? <p className={s.muted}>{extras.join(', ')}</p> : null}
      {votes > 0 ? (
        <p>
          <RatingDisplay value={place.ratingAvg} size="sm" showValue />{' '}
          <span className={s.muted}>
            (<Plural value={votes} one="# vote" other="# votes" />)
          </span>
        </p>
      ) : (
        <p className={s.muted}>
          <Trans>No ratings yet</Trans>
        </p>
      )}
    </article>
  );
}

/** /find/pharmacies and /find/diagnostics: filters and sort from the URL, one page at a time. */
export function PlacesPage({
  kind,
  search,
  onSearchChange,
}: {
  kind: PlaceKind;
  search: PlaceSearch;
  onSearchChange: (next: PlaceSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const title = kind === 'pharmacy' ? t`Pharmacies` : t`Diagnostic centres`;
  useDocumentTitle(title);
  const { data, isPending, isError, error, refetch, isFetching } = usePlaces(kind, search);
  const page = search.page ?? 1;
  const update = (patch: Partial<PlaceSearch>) => onSearchChange({ ...search, ...patch, page: undefined });

  const cityOptions: SelectOption<string>[] = [{ value: '', label: t`All cities` }, ...cityFilterOptions(i18n, search.city)];
  const sortLabels: Record<PlaceSort, string> = { default: t`Open now first`, rating: t`Rating`, name: t`Name (A–Z)` };
  const pageText = formatNumber(page, locale);

  return (
    <div className={s.page}>
      <h1 className={s.title}>{title}</h1>
      <form className={s.controls} aria-label={t`Filters`} onSubmit={(e) => e.preventDefault()}>
        <Select variant="filter" name="city" label={t`City`} options={cityOptions} value={search.city ?? ''}
          onChange={(city) => update({ city: city || undefined })} />
        <label className={s.check}>
          <input type="checkbox" checked={search.openNow ?? false}
            onChange={(e) => update({ openNow: e.target.checked || undefined })} />
          <Trans>Open now</Trans>
        </label>
        <label className={s.check}>
          <input type="checkbox" checked={search.open24Hours ?? false}
            onChange={(e) => update({ open24Hours: e.target.checked || undefined })} />
          <Trans>Open 24 hours</Trans>
        </label>
        <label className={s.check}>
          <input type="checkbox" checked={search.atHome ?? false}
            onChange={(e) => update({ atHome: e.target.checked || undefined })} />
          {kind === 'pharmacy' ? <Trans>Home delivery</Trans> : <Trans>Home sample collection</Trans>}
        </label>
        <SortSelect
          label={t`Sort by`}
          name="sort"
          options={PLACE_SORTS.map((value) => ({ value, label: sortLabels[value] }))}
          value={search.sort ?? 'default'}
          onChange={(sort) => update({ sort: sort === 'default' ? undefined : sort })}
        />
      </form>
      {isError && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : isPending || !data ? (
        <Skeleton variant="rect" height="160px" />
      ) : data.places.length === 0 ? (
        <EmptyState
          title={<Trans>No results found</Trans>}
          message={<Trans>Try another city or fewer filters.</Trans>}
        />
      ) : (
        <>
          <ul className={s.list} aria-busy={isFetching || undefined}>
            {data.places.map((place) => (
              <li key={place.id}>
                <PlaceCard place={place} />
              </li>
            ))}
          </ul>
          <nav className={s.pager} aria-label={t`Pages`}>
            <Button variant="secondary" disabled={page <= 1}
              onClick={() => onSearchChange({ ...search, page: page > 2 ? page - 1 : undefined })}>
              <Trans>Previous</Trans>
            </Button>
            <span>
              <Trans>Page {pageText}</Trans>
            </span>
            <Button variant="secondary" disabled={!data.pagination.hasNext}
              onClick={() => onSearchChange({ ...search, page: page + 1 })}>
              <Trans>Next</Trans>
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
