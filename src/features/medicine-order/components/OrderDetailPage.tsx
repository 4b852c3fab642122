import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { renderSVG } from 'uqr';
import { formatPickupCode, type MedicineOrder } from '@contracts/medicine-order';
import { Button } from '@/ui/Button/Button';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { toast } from '@/ui/toast';
import { errorText } from '@/lib/api/api-client';
import { formatDateTimeBs } from '@/lib/i18n/bs-format';
import { formatMoney } from '@/lib/i18n/format';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { decideOrder, useMedicineOrder } from '../api/medicine-orders';
import { AVAILABILITY_LABELS, PAYMENT_LABELS } from '../labels';
import { pharmacyName, StatusBadge } from './MedicineOrdersPage';
import { PharmacyHours } from './PharmacyPicker';
import * as s from './MedicineOrder.css';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return <div className={s.fact}><dt className={s.factLabel}>{label}</dt><dd className={s.factValue}>{children}</dd></div>;
}

/** The pick-up code as text (read aloud: two groups of four) and as a QR code the pharmacist scans. */
function PickupCode({ order }: { order: MedicineOrder }) {
  const { t } = useLingui();
  const code = order.pickupCode!;
  const qr = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(code, { ecc: 'M', border: 2 }))}`, [code]);
  const by = order.collectBy ? formatDateTimeBs(order.collectBy) : '';
  return (
    <section className={s.card} aria-labelledby="mo-code">
      <h2 id="mo-code" className={s.sectionTitle}><Trans>Your pick-up code</Trans></h2>
      <p className={s.code} data-testid="pickup-code">{formatPickupCode(code)}</p>
      <img className={s.qr} src={qr} alt={t`QR code of the pick-up code`} />
      <p className={s.muted}>{t`Show it at the counter and pay there. Collect by ${by}.`}</p>
    </section>
  );
}

function Pharmacy({ order }: { order: MedicineOrder }) {
  const { t, i18n } = useLingui();
  const p = order.pharmacy;
  const map = p.latitude !== null && p.longitude !== null
    ? `https://www.openstreetmap.org/?mlat=${p.latitude}&mlon=${p.longitude}#map=17/${p.latitude}/${p.longitude}`
    : `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${p.address}, ${p.city}`)}`;
  return (
    <dl className={s.facts}>
      <Fact label={t`Pharmacy`}>{pharmacyName(order, i18n.locale)}</Fact>
      <Fact label={t`Licence`}>{p.licenseNumber}</Fact>
      <Fact label={t`Address`}>{p.address} · <a href={map} target="_blank" rel="noreferrer">{t`Map`}</a></Fact>
      <Fact label={t`Hours`}><PharmacyHours p={p} /></Fact>
      {p.phone && <Fact label={t`Phone`}><a href={`tel:${p.phone}`}>{p.phone}</a></Fact>}
    </dl>
  );
}

/** /medicine-order/<id>: the answer per medicine, accept all or part, decline, cancel, the pick-up code. */
export function OrderDetailPage({ uid, id }: { uid: string; id: string }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Medicine reservation`);
  const queryClient = useQueryClient();
  const query = useMedicineOrder(uid, id);
  const [picked, setPicked] = useState<string[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (query.isPending) return <div className={s.page}><Skeleton lines={6} /></div>;
  if (!query.data) return <div className={s.page}><p className={s.error} role="alert">{errorText(query.error)}</p></div>;
  const o = query.data;
  const offered = o.items.filter((i) => i.availability === 'available' || i.availability === 'substitute');
  const chosen = picked ?? offered.map((i) => i.id);
  const chosenTotal = offered.filter((i) => chosen.includes(i.id)).reduce((sum, i) => sum + (i.pricePaisa ?? 0), 0);

  const act = async (action: 'accept' | 'decline' | 'cancel') => {
    setError(null);
    setBusy(action);
    try {
      const res = await decideOrder(o.id, action, newIdempotencyKey(), action === 'accept' ? chosen : undefined);
      toast.success(res.message);
      queryClient.setQueryData(['patient', uid, 'medicine-orders', 'details', id], res.data);
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[2] === 'medicine-orders' });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={s.page}>
      <div className={s.header}>
        <h1 className={s.title}><Trans>Medicine reservation</Trans></h1>
        <StatusBadge status={o.status} />
      </div>
      {o.status === 'ready' && o.pickupCode && <PickupCode order={o} />}
      <section className={s.card}>
        <dl className={s.facts}>
          <Fact label={t`For`}>{o.forName}</Fact>
          <Fact label={t`Requested`}>{formatDateTimeBs(o.requestedAt)}</Fact>
          {o.status === 'quoted' && o.answerBy && <Fact label={t`Answer by`}>{formatDateTimeBs(o.answerBy)}</Fact>}
          {o.collectedAt && <Fact label={t`Collected`}>{formatDateTimeBs(o.collectedAt)}{o.payment ? ` · ${i18n._(PAYMENT_LABELS[o.payment])}` : ''}</Fact>}
          {o.reason && <Fact label={t`Reason`}>{o.reason}</Fact>}
          {o.pharmacyNote && <Fact label={t`Pharmacy's note`}>{o.pharmacyNote}</Fact>}
        </dl>
        <Pharmacy order={o} />
      </section>
      <section className={s.card} aria-labelledby="mo-items">
        <h2 id="mo-items" className={s.sectionTitle}><Trans>Medicines</Trans></h2>
        {o.items.length === 0 && <p className={s.muted}><Trans>From your photo: the pharmacist lists the medicines with the quote.</Trans></p>}
        <ul className={s.items}>
          {o.items.map((i) => {
            const offer = i.availability === 'available' || i.availability === 'substitute';
            const line = (
              <span className={s.choiceText}>
                <strong>{[i.medication, i.strength, i.form].filter(Boolean).join(' · ')}</strong>
                {i.availability && <span>{i18n._(AVAILABILITY_LABELS[i.availability])}{offer && i.quotedQuantity ? ` · ${t`Quantity ${i.quotedQuantity}`}` : ''}{offer && i.pricePaisa !== null ? ` · ${formatMoney(i.pricePaisa)}` : ''}</span>}
                {i.substitute && <span>{t`Substitute: ${i.substitute}`} — {i.substituteReason}</span>}
                {o.status !== 'quoted' && i.accepted && <span className={s.muted}><Trans>Accepted</Trans></span>}
              </span>
            );
            return (
              <li key={i.id} className={s.item}>
                {o.status === 'quoted' && offer ? (
                  <label className={s.choice}>
                    <input type="checkbox" checked={chosen.includes(i.id)} onChange={(e) => setPicked(e.target.checked ? [...chosen, i.id] : chosen.filter((x) => x !== i.id))} />
                    {line}
                  </label>
                ) : line}
              </li>
            );
          })}
        </ul>
        {o.status === 'quoted'
          ? <p className={s.total}>{t`Total of the chosen medicines: ${formatMoney(chosenTotal)}`}</p>
          : o.totalPaisa > 0 && <p className={s.total}>{t`Total: ${formatMoney(o.totalPaisa)}`}</p>}
      </section>
      {error && <p className={s.error} role="alert">{error}</p>}
      <div className={s.actions}>
        {o.status === 'quoted' && (
          <>
            <Button onClick={() => void act('accept')} loading={busy === 'accept'} disabled={chosen.length === 0}><Trans>Accept the chosen medicines</Trans></Button>
            <Button variant="secondary" onClick={() => void act('decline')} loading={busy === 'decline'}><Trans>Decline</Trans></Button>
          </>
        )}
        {['requested', 'quoted', 'accepted'].includes(o.status) && (
          <Button variant="ghost" onClick={() => void act('cancel')} loading={busy === 'cancel'}><Trans>Cancel reservation</Trans></Button>
        )}
      </div>
    </div>
  );
}
