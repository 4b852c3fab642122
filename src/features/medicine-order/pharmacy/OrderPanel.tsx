import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { ItemAvailability, PharmacyOrder, QuoteItemInput } from '@contracts/medicine-order';
import { Button } from '@/ui/Button/Button';
import { toast } from '@/ui/toast';
import { errorText } from '@/lib/api/api-client';
import { formatMoney, parseNumber } from '@/lib/i18n/format';
import { AVAILABILITY_LABELS } from '../labels';
import { cannotFill, markReady, photoUrl, pharmacyKeys, sendQuote } from './api';
import * as s from '../components/MedicineOrder.css';

type Line = { itemId?: string; medication: string; availability: ItemAvailability; quantity: string; price: string; substitute: string; reason: string };

const lineOf = (i: PharmacyOrder['items'][number]): Line => ({
  itemId: i.id, medication: [i.medication, i.strength, i.form].filter(Boolean).join(' · '), availability: 'available',
  quantity: String(i.quantity ?? ''), price: '', substitute: '', reason: '',
});

/** Rupees as typed (Latin or Devanagari digits) → paisa; undefined when empty or not a number. */
const paisa = (rupees: string) => {
  const n = parseNumber(rupees);
  return rupees.trim() === '' || Number.isNaN(n) ? undefined : Math.round(n * 100);
};

function PhotoOf({ id }: { id: string }) {
  const { t } = useLingui();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    photoUrl(id).then((u) => { made = u; setUrl(u); }, () => setUrl(null));
    return () => { if (made) URL.revokeObjectURL(made); };
  }, [id]);
  return url ? <img src={url} alt={t`Photo of the paper prescription`} style={{ maxWidth: '100%' }} /> : null;
}

/** One reservation: who, the prescription's check (or the photo), the answer per medicine, ready. */
export function OrderPanel({ uid, order: o, onClose }: { uid: string; order: PharmacyOrder; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const [lines, setLines] = useState<Line[]>(() => o.items.map(lineOf));
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const set = (n: number, patch: Partial<Line>) => setLines((ls) => ls.map((l, i) => (i === n ? { ...l, ...patch } : l)));

  const run = async (name: string, call: () => Promise<{ message: string }>) => {
    setBusy(name);
    setError(null);
    try {
      toast.success((await call()).message);
      void client.invalidateQueries({ queryKey: pharmacyKeys.orders(uid) });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(null);
    }
  };
  const quote = () => run('quote', () => sendQuote(o.id, {
    items: lines.map((l): QuoteItemInput => ({
      ...(l.itemId ? { itemId: l.itemId } : { medication: l.medication }), availability: l.availability,
      ...(l.availability === 'unavailable' ? {} : { quantity: Number(parseNumber(l.quantity)) || undefined, pricePaisa: paisa(l.price) }),
      ...(l.availability === 'substitute' ? { substitute: l.substitute, reason: l.reason } : {}),
    })),
    ...(note ? { note } : {}), ...(o.source === 'photo' ? { photoConfirmed: confirmed } : {}),
  }));

  const age = o.patientAge;
  return (
    <section className={s.card} aria-labelledby="panel-title">
      <div className={s.header}>
        <h2 id="panel-title" className={s.sectionTitle}>{o.patientName}{age !== null ? ` · ${t({ message: plural(age, { one: '# year', other: '# years' }) })}` : ''}</h2>
        <Button variant="ghost" size="sm" onClick={onClose}><Trans>Close</Trans></Button>
      </div>
      {o.source === 'prescription'
        ? <p className={o.signatureVerified ? s.total : s.error}>{o.signatureVerified ? t`E-prescription: signature checked.` : t`E-prescription: the signature does not check.`}</p>
        : <PhotoOf id={o.id} />}
      {o.note ? <p className={s.muted}>{t`Patient's note: ${o.note}`}</p> : null}
      {o.status === 'requested' ? (
        <div className={s.form}>
          {lines.map((l, n) => (
            <fieldset key={l.itemId ?? n} className={s.choices}>
              <legend><strong>{l.itemId ? l.medication : t`Medicine ${n + 1}`}</strong></legend>
              {!l.itemId && <label className={s.label}><Trans>Name, strength and form</Trans><input className={s.input} value={l.medication} onChange={(e) => set(n, { medication: e.target.value })} /></label>}
              <label className={s.label}>
                <Trans>Answer</Trans>
                <select className={s.input} value={l.availability} onChange={(e) => set(n, { availability: e.target.value as ItemAvailability })}>
                  {(['available', 'substitute', 'unavailable'] as const).map((a) => <option key={a} value={a}>{i18n._(AVAILABILITY_LABELS[a])}</option>)}
                </select>
              </label>
              {l.availability !== 'unavailable' && (
                <>
                  <label className={s.label}><Trans>Quantity</Trans><input className={s.input} inputMode="numeric" value={l.quantity} onChange={(e) => set(n, { quantity: e.target.value })} /></label>
                  <label className={s.label}><Trans>Price (rupees)</Trans><input className={s.input} inputMode="decimal" value={l.price} onChange={(e) => set(n, { price: e.target.value })} /></label>
                </>
              )}
              {l.availability === 'substitute' && (
                <>
                  <label className={s.label}><Trans>Substitute (same molecule and strength)</Trans><input className={s.input} value={l.substitute} onChange={(e) => set(n, { substitute: e.target.value })} /></label>
                  <label className={s.label}><Trans>Reason for the substitute</Trans><input className={s.input} value={l.reason} onChange={(e) => set(n, { reason: e.target.value })} /></label>
                </>
              )}
            </fieldset>
          ))}
          {o.source === 'photo' && (
            <>
              <Button variant="outline" size="sm" onClick={() => setLines((ls) => [...ls, { medication: '', availability: 'available', quantity: '', price: '', substitute: '', reason: '' }])}><Trans>Add a medicine</Trans></Button>
              <label className={s.choice}><input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} /><Trans>I checked the photo: it is a valid prescription.</Trans></label>
            </>
          )}
          <label className={s.label}><Trans>Note to the patient (optional)</Trans><input className={s.input} value={note} onChange={(e) => setNote(e.target.value)} /></label>
          {error ? <p className={s.error} role="alert">{error}</p> : null}
          <div className={s.actions}><Button onClick={() => void quote()} loading={busy === 'quote'}><Trans>Send quote</Trans></Button></div>
          <label className={s.label}><Trans>Cannot fill: the reason the patient reads</Trans><input className={s.input} value={reason} onChange={(e) => setReason(e.target.value)} /></label>
          <div className={s.actions}><Button variant="secondary" onClick={() => void run('cannot', () => cannotFill(o.id, reason))} loading={busy === 'cannot'}><Trans>Cannot fill</Trans></Button></div>
        </div>
      ) : (
        <ul className={s.items}>
          {o.items.map((i) => (
            <li key={i.id} className={s.item}>
              <strong>{[i.medication, i.strength, i.form].filter(Boolean).join(' · ')}</strong>
              <span>
                {i.availability ? i18n._(AVAILABILITY_LABELS[i.availability]) : ''}{i.substitute ? ` · ${i.substitute}` : ''}
                {i.pricePaisa !== null ? ` · ${formatMoney(i.pricePaisa)}` : ''}{i.accepted ? ` · ${t`Accepted`}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      {o.status === 'accepted' && (
        <div className={s.actions}>
          {error ? <p className={s.error} role="alert">{error}</p> : null}
          <Button onClick={() => void run('ready', () => markReady(o.id))} loading={busy === 'ready'}><Trans>Mark ready for pick-up</Trans></Button>
        </div>
      )}
    </section>
  );
}
