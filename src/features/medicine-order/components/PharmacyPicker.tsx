import { useDeferredValue, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderPharmacy } from '@contracts/medicine-order';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { errorText } from '@/lib/api/api-client';
import { formatClockTime, formatNumber } from '@/lib/i18n/format';
import { usePharmacyChoices } from '../api/medicine-orders';
import * as s from './MedicineOrder.css';

/** Opening hours as the reader reads them ("Open 24 hours", "08:00–20:00"). */
export function PharmacyHours({ p }: { p: OrderPharmacy }) {
  if (p.is24Hours || !p.opensAt || !p.closesAt) return <Trans>Open 24 hours</Trans>;
  return <>{formatClockTime(p.opensAt)}–{formatClockTime(p.closesAt)}</>;
}

/** The directory's licensed pharmacies (the patient's city first; by name or licence number). */
export function PharmacyPicker({ city, value, onChange }: { city?: string; value: string | null; onChange: (id: string) => void }) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query.trim());
  const list = usePharmacyChoices(search ? { query: search } : { city });
  return (
    <div className={s.section}>
      <label className={s.label}>
        <Trans>Search by name or licence number</Trans>
        <input className={s.input} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </label>
      {list.isPending ? <Skeleton lines={3} /> : list.isError ? <p className={s.error} role="alert">{errorText(list.error)}</p> : list.data.length === 0 ? (
        <p className={s.muted}><Trans>No pharmacy found.</Trans></p>
      ) : (
        <fieldset className={s.choices}>
          <legend className={s.muted}><Trans>Choose a pharmacy</Trans></legend>
          {list.data.map((p) => {
            const name = i18n.locale === 'ne' && p.nameNe ? p.nameNe : p.name;
            return (
              <label key={p.id} className={s.choice}>
                <input type="radio" name="pharmacy" value={p.id} checked={value === p.id} onChange={() => onChange(p.id)} />
                <span className={s.choiceText}>
                  <strong>{name}</strong>
                  <span>{t`Licence ${p.licenseNumber}`}</span>
                  <span className={s.muted}>{p.address}</span>
                  <span className={s.muted}>
                    {p.openNow ? <Trans>Open now</Trans> : <Trans>Closed now</Trans>} · <PharmacyHours p={p} />
                    {p.distanceKm !== null && <> · {t`${formatNumber(p.distanceKm)} km`}</>}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
