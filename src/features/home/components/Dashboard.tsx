import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { ActiveMedications } from './ActiveMedications';
import { UpcomingConsultation } from './UpcomingConsultation';
import * as s from './Dashboard.css';

export type DashboardProps = {
  uid: string;
  /** The patient's first name for the greeting, when known. */
  firstName?: string;
  /** Recent and archived activity (the activities area, handed in by the route). */
  activity: ReactNode;
  /** Top doctors (the doctors area, handed in by the route). */
  topDoctors: ReactNode;
  /** Doctors' health-feed posts (the doctors area, handed in by the route). */
  healthFeed?: ReactNode;
  /** The date of a card's data when it is the copy kept on the device (the offline area, from the route). */
  cardNotice?: (queryKey: QueryKey) => ReactNode;
};

/** The signed-in home (/ and /home): upcoming consultation, medications, activity, top doctors, health feed. */
export function Dashboard({ uid, firstName, activity, topDoctors, healthFeed, cardNotice }: DashboardProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Home`);
  return (
    <div className={s.page}>
      <div>
        <h1 className={s.greeting}>{firstName ? <Trans>Namaste, {firstName}</Trans> : <Trans>Namaste</Trans>}</h1>
        <p className={s.lead}>
          <Trans>Your appointments, medicines and recent activity in one place.</Trans>
        </p>
      </div>
      <div className={s.columns}>
        <UpcomingConsultation uid={uid} notice={cardNotice?.(['patient', uid, 'consultation'])} />
        <ActiveMedications uid={uid} notice={cardNotice?.(['patient', uid, 'medications'])} />
      </div>
      <div className={`${s.card} ${s.offscreen}`}>{activity}</div>
      {topDoctors}
      {healthFeed}
    </div>
  );
}

