import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/ui/EmptyState/EmptyState';
import { formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/i18n';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { useOnline } from '@/lib/offline/online';
import { useDoctors } from '../api/get-doctors';
import { FIND_PAGE_SIZE, hasFilters, toDoctorListQuery, type DoctorSearch } from '../search-params';
import { DoctorFilters, DoctorSort } from './DoctorFilters';
import { DoctorGrid, DoctorGridSkeleton, type DoctorCardActions } from './DoctorGrid';
import { DoctorSearchForm } from './DoctorSearchForm';
import { QueryError } from '@/ui/QueryError/QueryError';
import * as s from './FindDoctorsPage.css';

/** /find/doctors: search box, filters, results and paging, all driven by the URL; `cardActions` as on DoctorGrid. */
export function FindDoctorsPage({ search, cardActions }: { search: DoctorSearch; cardActions: DoctorCardActions }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  useDocumentTitle(t`Find doctors`);
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } = useDoctors(toDoctorListQuery(search));
  const online = useOnline();

  const page = search.page ?? 1;
  const found = data?.pagination.total ?? 0;

  let results;
  if (isPending) results = <DoctorGridSkeleton count={6} />;
  else if (isError && !data) results = <QueryError error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (data.doctors.length === 0)
    results = (
      <EmptyState
        headingLevel={2}
        title={<Trans>No results found</Trans>}
        message={<Trans>Try other words, or remove some filters.</Trans>}
        action={
          hasFilters(search) ? (
            <Link to="/find/doctors" className={s.clearLink}>
              <Trans>Clear search and filters</Trans>
            </Link>
          ) : undefined
        }
      />
    );
  else {
    const total = data.pagination.total;
    const pages = Math.max(1, Math.ceil(total / FIND_PAGE_SIZE));
    const pageText = formatNumber(page, locale);
    const pagesText = formatNumber(pages, locale);
    results = (
      <div className={isPlaceholderData ? `${s.results} ${s.stale}` : s.results} aria-busy={isPlaceholderData}>
        <DoctorGrid doctors={data.doctors} headingLevel={2} cardActions={cardActions} />
        <nav className={s.pager} aria-label={t`Pages`}>
          {page > 1 ? (
            <Link
              to="/find/doctors"
              search={{ ...search, page: page > 2 ? page - 1 : undefined }}
              rel="prev"
              className={s.pagerLink}
            >
              <Trans>Previous</Trans>
            </Link>
          ) : (
            <span className={s.pagerDisabled} aria-disabled="true">
              <Trans>Previous</Trans>
            </span>
          )}
          <span className={s.pageInfo}>
            <Trans>
              Page {pageText} of {pagesText}
            </Trans>
          </span>
          {data.pagination.hasNext ? (
            <Link to="/find/doctors" search={{ ...search, page: page + 1 }} rel="next" className={s.pagerLink}>
              <Trans>Next</Trans>
            </Link>
          ) : (
            <span className={s.pagerDisabled} aria-disabled="true">
              <Trans>Next</Trans>
            </span>
          )}
        </nav>
      </div>
    );
  }

  return (
    <div className={s.page}>
      <h1 className={s.title}>
        <Trans>Find doctors</Trans>
      </h1>
      <DoctorSearchForm key={search.query ?? ''} current={search} />
      <DoctorFilters search={search} />
      <div className={s.summaryRow}>
        <p className={s.summary} role="status">
          {data && !isPending ? <Plural value={found} one="# doctor found" other="# doctors found" /> : null}
        </p>
        <DoctorSort search={search} />
      </div>
      {/* Results of another search (placeholder), or a refresh that failed online, are flagged here; the
          list's own last copy offline is dated by the route's notice instead. */}
      {isError && data && (isPlaceholderData || online) ? <QueryError error={error} onRetry={() => void refetch()} retrying={isFetching} /> : null}
      {results}
    </div>
  );
}
