import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DoctorDetails } from '@contracts/doctor-details';
import { formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/i18n';
import { specializationName } from '../doctor-text';
import * as s from './DoctorProfilePage.css';

/** The profile tab: about and languages, specializations, services, education, work experience. */
export function DoctorProfileInfo({ doctor }: { doctor: DoctorDetails }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const otherSpecializations = doctor.specializations;
  const languages = doctor.languages.join(', ');
  return (
    <div className={s.sections}>
      <section className={s.section} aria-labelledby="about-title">
        <h2 id="about-title" className={s.sectionTitle}>
          <Trans>About</Trans>
        </h2>
        <p className={s.bio}>{doctor.biography}</p>
        {doctor.languages.length > 0 ? (
          <p className={s.muted}>
            <Trans>Languages: {languages}</Trans>
          </p>
        ) : null}
      </section>

      {otherSpecializations.length > 0 ? (
        <section className={s.section} aria-labelledby="specializations-title">
          <h2 id="specializations-title" className={s.sectionTitle}>
            <Trans>Specializations</Trans>
          </h2>
          <ul className={s.chips}>
            {otherSpecializations.map((spec) => (
              <li key={spec.slug}>
                <Link to="/find/doctors" search={{ specialization: spec.slug }} className={s.chipLink}>
                  {specializationName(spec, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {doctor.services.length > 0 ? (
        <section className={s.section} aria-labelledby="services-title">
          <h2 id="services-title" className={s.sectionTitle}>
            <Trans>Services</Trans>
          </h2>
          <ul className={s.list}>
            {doctor.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {doctor.education.length > 0 ? (
        <section className={s.section} aria-labelledby="education-title">
          <h2 id="education-title" className={s.sectionTitle}>
            <Trans>Education</Trans>
          </h2>
          <ul className={s.plainList}>
            {doctor.education.map((e) => (
              <li key={`${e.degree}-${e.institution}`}>
                <p className={s.itemTitle}>{e.degree}</p>
                <p className={s.muted}>
                  {e.institution}
                  {e.year !== null ? `, ${formatNumber(e.year, locale, { useGrouping: false })}` : ''}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {doctor.experiences.length > 0 ? (
        <section className={s.section} aria-labelledby="experience-title">
          <h2 id="experience-title" className={s.sectionTitle}>
            <Trans>Work experience</Trans>
          </h2>
          <ul className={s.plainList}>
            {doctor.experiences.map((e) => {
              const from = formatNumber(e.fromYear, locale, { useGrouping: false });
              const to = e.toYear !== null ? formatNumber(e.toYear, locale, { useGrouping: false }) : null;
              return (
                <li key={`${e.title}-${e.organisation}-${e.fromYear}`}>
                  <p className={s.itemTitle}>{e.title}</p>
                  <p className={s.muted}>
                    {e.organisation}, {to ? <Trans>{from} to {to}</Trans> : <Trans>{from} to now</Trans>}
                  </p>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
