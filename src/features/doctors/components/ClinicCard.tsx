import { Trans, useLingui } from '@lingui/react/macro';
import type { DoctorDetails } from '@contracts/doctor-details';
import { cityName } from '@/lib/domain/city-names';
import { formatClockTime, formatWeekday } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/i18n';
import * as s from './DoctorProfilePage.css';

type Clinic = DoctorDetails['clinics'][number];

const WEEK = [0, 1, 2, 3, 4, 5, 6]; // the week starts on Sunday in Nepal

/** A clinic with its address, phone and weekly hours; a day without hours is closed. */
export function ClinicCard({ clinic }: { clinic: Clinic }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  // oxlint-disable-next-line react/purity -- today's weekday, highlighted in the opening hours, read each render
  const todayIndex = new Date().getDay();
  const headingId = `clinic-${clinic.id}`;

  return (
    <article className={s.clinic} aria-labelledby={headingId}>
      <h3 id={headingId} className={s.itemTitle}>
        {clinic.name}
      </h3>
      <p className={s.muted}>
        {clinic.latitude !== null && clinic.longitude !== null ? (
          <a
            href={`https://www.google.com/maps/search/?api=1&query=${clinic.latitude},${clinic.longitude}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {clinic.address}, {cityName(i18n, clinic.city)} <Trans>(opens a map)</Trans>
          </a>
        ) : (
          <a
            href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${clinic.address}, ${clinic.city}`)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {clinic.address}, {cityName(i18n, clinic.city)} <Trans>(opens a map)</Trans>
          </a>
        )}
      </p>
      {clinic.phone ? (
        <p>
          <a href={`tel:${clinic.phone.replace(/\s+/g, '')}`}>{clinic.phone}</a>
        </p>
      ) : null}
      <table className={s.hours}>
        <caption className={s.hoursCaption}>
          <Trans>Opening hours</Trans>
        </caption>
        <tbody>
          {WEEK.map((weekday) => {
            // A day may have several periods (a morning and an evening); none is closed.
            const periods = clinic.hours.filter((h) => h.weekday === weekday && !h.isClosed && h.opensAt && h.closesAt);
            return (
              <tr key={weekday} className={weekday === todayIndex ? s.today : undefined}>
                <th scope="row">{formatWeekday(weekday, locale)}</th>
                <td>
                  {periods.length > 0 ? (
                    periods.map((p, i) => {
                      const opens = formatClockTime(p.opensAt!, locale);
                      const closes = formatClockTime(p.closesAt!, locale);
                      return (
                        <span key={p.opensAt}>
                          {i > 0 ? ', ' : null}
                          <Trans>
                            {opens} to {closes}
                          </Trans>
                        </span>
                      );
                    })
                  ) : (
                    <span className={s.closed}>
                      <Trans>Closed</Trans>
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </article>
  );
}
