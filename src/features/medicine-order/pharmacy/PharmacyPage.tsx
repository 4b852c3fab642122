import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CounterPayment, MedicineOrderStatus, PharmacyOrder } from '@contracts/medicine-order';
import { Button } from '@/ui/Button/Button';
import { Spinner } from '@/ui/Spinner/Spinner';
import { QueryError } from '@/ui/QueryError/QueryError';
import { toast } from '@/ui/toast';
import { errorText } from '@/lib/api/api-client';
import { formatDateTimeBs } from '@/lib/i18n/bs-format';
import { formatMoney } from '@/lib/i18n/format';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { STATUS_LABELS, PAYMENT_LABELS } from '../labels';
import { collect, pharmacistMeQuery, pharmacyKeys, pharmacyOrdersQuery } from './api';
import { OrderPanel } from './OrderPanel';
import { InviteColleague } from './InviteColleague';
import * as s from '../components/MedicineOrder.css';

/** /clinic/pharmacy: the pharmacy's reservations, the answer to each, and the counter (code and payment). */
export function PharmacyPage({ uid, onSignOut }: { uid: string; onSignOut: () => void }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Pharmacy reservations`);
  const me = useQuery(pharmacistMeQuery(uid));
  const orders = useQuery({ ...pharmacyOrdersQuery(uid), enabled: me.isSuccess });
  const [openId, setOpenId] = useState<string | null>(null);
  if (me.isError) return <QueryError error={me.error} onRetry={() => void me.refetch()} />;
  if (!me.data) return <Spinner />;
  const groups: { title: string; statuses: MedicineOrderStatus[] }[] = [
    { title: t`New requests`, statuses: ['requested'] },
    { title: t`To prepare`, statuses: ['accepted'] },
    { title: t`Ready for pick-up`, statuses: ['ready'] },
    { title: t`Waiting for the patient`, statuses: ['quoted'] },
    { title: t`Closed`, statuses: ['collected', 'not_filled', 'declined', 'cancelled', 'expired'] },
  ];
  const open = orders.data?.find((o) => o.id === openId);
  const name = i18n.locale === 'ne' && me.data.pharmacy.nameNe ? me.data.pharmacy.nameNe : me.data.pharmacy.name;
  return (
    <div className={s.page}>
      <div className={s.header}>
        <div>
          <h1 className={s.title}><Trans>Reservations</Trans></h1>
          <p className={s.muted}>{name} · {t`Licence ${me.data.pharmacy.licenseNumber}`} · {me.data.displayName}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={onSignOut}><Trans>Sign out</Trans></Button>
      </div>
      <Counter uid={uid} />
      {open ? <OrderPanel key={open.id} uid={uid} order={open} onClose={() => setOpenId(null)} /> : null}
      {orders.isPending ? <Spinner /> : orders.isError ? <p className={s.error} role="alert">{errorText(orders.error)}</p> : groups.map((g) => {
        const list = orders.data.filter((o) => g.statuses.includes(o.status));
        if (list.length === 0) return null;
        return (
          <section key={g.title} className={s.section} aria-label={g.title}>
            <h2 className={s.sectionTitle}>{g.title}</h2>
            <ul className={s.list}>
              {list.map((o) => <OrderCard key={o.id} order={o} onOpen={() => setOpenId(o.id)} />)}
            </ul>
          </section>
        );
      })}
      {orders.data?.length === 0 ? <p className={s.muted}><Trans>No reservations yet.</Trans></p> : null}
      {me.data.role === 'pharmacy-admin' ? <InviteColleague /> : null}
    </div>
  );
}

function OrderCard({ order: o, onOpen }: { order: PharmacyOrder; onOpen: () => void }) {
  const { t, i18n } = useLingui();
  const age = o.patientAge;
  const count = o.items.length;
  return (
    <li className={s.card}>
      <h3 className={s.cardTitle}>{o.patientName}{age !== null ? ` · ${t({ message: plural(age, { one: '# year', other: '# years' }) })}` : ''}</h3>
      <span className={s.muted}>{i18n._(STATUS_LABELS[o.status])} · {formatDateTimeBs(o.requestedAt)}</span>
      <span className={s.muted}>
        {o.source === 'photo' ? t`From a photo` : t({ message: plural(count, { one: '# medicine from an e-prescription', other: '# medicines from an e-prescription' }) })}
        {o.totalPaisa > 0 ? ` · ${formatMoney(o.totalPaisa)}` : ''}
        {o.payment ? ` · ${i18n._(PAYMENT_LABELS[o.payment])}` : ''}
      </span>
      <Button size="sm" variant="outline" onClick={onOpen} aria-label={t`Open the reservation of ${o.patientName}`}><Trans>Open</Trans></Button>
    </li>
  );
}

/** At the counter: the patient's code (typed, or read from the QR by a scanner) and how they paid. */
function Counter({ uid }: { uid: string }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [payment, setPayment] = useState<CounterPayment>('cash');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await collect(code, payment);
      toast.success(res.message);
      setCode('');
      void client.invalidateQueries({ queryKey: pharmacyKeys.orders(uid) });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={`${s.card} ${s.form}`} onSubmit={(e) => void submit(e)} aria-labelledby="counter-title">
      <h2 id="counter-title" className={s.sectionTitle}><Trans>Pick-up at the counter</Trans></h2>
      <label className={s.label}>
        <Trans>Pick-up code</Trans>
        <input className={s.input} inputMode="numeric" autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} />
      </label>
      <fieldset className={s.choices}>
        <legend className={s.muted}><Trans>Paid by</Trans></legend>
        {(['cash', 'wallet_qr'] as const).map((p) => (
          <label key={p} className={s.choice}>
            <input type="radio" name="payment" checked={payment === p} onChange={() => setPayment(p)} />
            {p === 'cash' ? t`Cash` : t`The pharmacy's wallet QR`}
          </label>
        ))}
      </fieldset>
      {error ? <p className={s.error} role="alert">{error}</p> : null}
      <div className={s.actions}><Button type="submit" loading={busy}><Trans>Mark collected and paid</Trans></Button></div>
    </form>
  );
}
