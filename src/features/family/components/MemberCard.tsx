import { Trans, useLingui } from '@lingui/react/macro';
import type { FamilyMember } from '@contracts/family';
import { displayDoctorName } from '@contracts/doctor-name';
import { Avatar } from '@/ui/Avatar/Avatar';
import { Button } from '@/ui/Button/Button';
import { formatDateBs } from '@/lib/i18n/bs-format';
import type { Locale } from '@/lib/i18n/i18n';
import { GENDER_LABELS, RELATION_LABELS } from '@/lib/domain/person-labels';
import * as s from './FamilyPage.css';

type Props = { member: FamilyMember; onEdit: () => void; onRemove: () => void };

export function MemberCard({ member: m, onEdit, onRemove }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const pad = (n: number) => String(n).padStart(2, '0');
  const rows: [string, string][] = [];
  if (m.gender) rows.push([t`Gender`, i18n._(GENDER_LABELS[m.gender])]);
  if (m.bloodGroup) rows.push([t`Blood group`, m.bloodGroup]);
  if (m.dateOfBirth) {
    const { year, month, day } = m.dateOfBirth;
    rows.push([t`Date of birth`, formatDateBs(`${year}-${pad(month)}-${pad(day)}T12:00:00Z`, { locale, timeZone: 'UTC' })]);
  }
  if (m.phone) rows.push([t`Phone`, m.phone]);
  if (m.address) rows.push([t`Address`, m.address]);
  if (m.doctor) {
    const name = displayDoctorName(m.doctor, locale);
    rows.push([t`Doctor`, t`Dr. ${name}`]);
  }

  return (
    <article className={s.card} data-testid="family-member" aria-labelledby={`member-${m.id}`}>
      <div className={s.cardTop}>
        <Avatar src={null} name={m.name} size="md" decorative />
        <div>
          <h2 id={`member-${m.id}`} className={s.cardName}>
            {m.name}
          </h2>
          <p className={s.relation}>{i18n._(RELATION_LABELS[m.relation])}</p>
        </div>
      </div>
      {rows.length > 0 ? (
        <dl className={s.facts}>
          {rows.map(([label, value]) => (
            <div key={label} className={s.fact}>
              <dt className={s.factLabel}>{label}</dt>
              <dd className={s.factValue}>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className={s.cardActions}>
        <Button variant="outline" size="sm" onClick={onEdit} aria-describedby={`member-${m.id}`}>
          <Trans>Edit</Trans>
        </Button>
        <Button variant="destructive-outlined" size="sm" onClick={onRemove} aria-describedby={`member-${m.id}`}>
          <Trans>Remove</Trans>
        </Button>
      </div>
    </article>
  );
}
