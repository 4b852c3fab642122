import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { APPOINTMENT_STATUS_FILTERS } from '@contracts/options';
import { EmptyState } from '@/ui/EmptyState/EmptyState';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { useAppointments, type StatusFilter } from '../api/list-appointments';
import { useAppointmentsLive } from '../use-appointments-live';
import { STATUS_LABELS } from '../labels';
import { AppointmentCard } from './AppointmentCard';
import { QueryError } from '@/ui/QueryError/QueryError';
import * as s from './AppointmentsPage.css';

type Props = { uid: string; status: StatusFilter; page: number };

const EMPTY_TITLES: Record<StatusFilter, MessageDescriptor> = {
  all: msg`No appointments yet`,
  pending: msg`No pending appointments`,
  confirmed: msg`No confirmed appointments`,
  rescheduled: msg`No rescheduled appointments`,
  completed: msg`No completed appointments`,
  canceled: msg`No canceled appointments`,
};

/** /appointments: the status filter (in the URL), the list (paged) and its empty state. */
export function AppointmentsPage({ uid, status, page }: Props) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Appointments`);
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } = useAppointments(uid, { status, page });
  useAppointmentsLive(uid);

  // Back to the top of the list when the page changes.
  useEffect(() => {
    if (page > 1) document.getElementById('appointments-title')?.scrollIntoView({ block: 'start' });
  }, [page]);

  let content;
  if (isPending) content = <ListSkeleton />;
  else if (isError && !data) content = <QueryError error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (data.appointments.length === 0) {
    content = (
      <EmptyState
        headingLevel={2}
        title={i18n._(EMPTY_TITLES[status])}
        message={<Trans>Find a doctor and book a clinic visit or an online consultation.</Trans>}
        action={
          <Link to="/find/doctors" className={s.linkButton}>
            <Trans>Find doctors</Trans>
          </Link>
        }
      />
    );
  } else {
    const { pagination } = data;
    const pageText = i18n.number(pagination.page);
    content = (
      <>
        <ul className={s.list} aria-busy={isPlaceholderData || undefined}>
          {data.appointments.map((appointment) => (
            <li key={appointment.id}>
              <AppointmentCard appointment={appointment} />
            </li>
          ))}
        </ul>
        {pagination.page > 1 || pagination.hasNext ? (
          <nav className={s.pager} aria-label={t`Pages`}>
            {pagination.page > 1 ? (
              <Link to="/appointments" search={{ status: status === 'all' ? undefined : status, page: page - 1 > 1 ? page - 1 : undefined }} className={s.linkButton}>
                <Trans>Previous</Trans>
              </Link>
            ) : <span />}
            <span className={s.muted}>
              <Trans>Page {pageText}</Trans>
            </span>
            {pagination.hasNext ? (
              <Link to="/appointments" search={{ status: status === 'all' ? undefined : status, page: page + 1 }} className={s.linkButton}>
                <Trans>Next</Trans>
              </Link>
            ) : <span />}
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <div className={s.page}>
      <h1 id="appointments-title" className={s.title}>
        <Trans>Appointments</Trans>
      </h1>
      <nav aria-label={t`Filter by status`}>
        <ul className={s.filters}>
          {APPOINTMENT_STATUS_FILTERS.map((filter) => (
            <li key={filter}>
              <Link
                to="/appointments"
                search={{ status: filter === 'all' ? undefined : filter }}
                className={s.filter}
                aria-current={filter === status ? 'page' : undefined}
                activeOptions={{ exact: true }}
              >
                {i18n._(STATUS_LABELS[filter])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {content}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">
        <Trans>Loading appointments…</Trans>
      </VisuallyHidden>
      <ul className={s.list} aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} className={s.card}>
            <Skeleton width="60%" height="1.25em" />
            <Skeleton width="40%" />
            <Skeleton width="80%" />
          </li>
        ))}
      </ul>
    </div>
  );
}
