import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MedicineOrder, MedicineOrderStatus } from '@contracts/medicine-order';
import { EmptyState } from '@/ui/EmptyState/EmptyState';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { errorText } from '@/lib/api/api-client';
import { formatDateTimeBs } from '@/lib/i18n/bs-format';
import { formatMoney } from '@/lib/i18n/format';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { useMedicineOrders } from '../api/medicine-orders';
import { STATUS_LABELS } from '../labels';
import * as s from './MedicineOrder.css';

const TONE: Record<MedicineOrderStatus, keyof typeof s.tone> = {
  requested: 'open', quoted: 'open', accepted: 'open', ready: 'good', collected: 'good',
  not_filled: 'bad', declined: 'closed', cancelled: 'closed', expired: 'closed',
};

export function StatusBadge({ status }: { status: MedicineOrderStatus }) {
  const { i18n } = useLingui();
  return <span className={`${s.badge} ${s.tone[TONE[status]]}`}>{i18n._(STATUS_LABELS[status])}</span>;
}

/** The legal frame, in the patient's words: a reservation, collected and paid in person. */
export function LegalNote() {
  return (
    <p className={s.note}>
      <Trans>Reserve your prescription's medicines at a licensed pharmacy of your choice, then collect and pay for them there. Medicines are not sold or delivered online in Nepal.</Trans>
    </p>
  );
}

export function pharmacyName(o: Pick<MedicineOrder, 'pharmacy'>, locale: string): string {
  return locale === 'ne' && o.pharmacy.nameNe ? o.pharmacy.nameNe : o.pharmacy.name;
}

/** /medicine-order: the patient's reservations, newest first, and the way to start one. */
export function MedicineOrdersPage({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Medicine Order`);
  const query = useMedicineOrders(uid);
  let content;
  if (query.isPending) content = <Skeleton lines={4} />;
  else if (query.isError && !query.data) content = <p className={s.error} role="alert">{errorText(query.error)}</p>;
  else if (query.data.length === 0) {
    content = <EmptyState title={<Trans>No reservations yet</Trans>} message={<Trans>Reserve the medicines of a prescription and collect them at the pharmacy.</Trans>} />;
  } else {
    content = (
      <ul className={s.list} aria-label={t`Your reservations`}>
        {query.data.map((o) => (
          <li key={o.id} className={s.card}>
            <Link to="/medicine-order/$id" params={{ id: o.id }} className={s.cardLink}>
              <h2 className={s.cardTitle}>{pharmacyName(o, i18n.locale)}</h2>
              <StatusBadge status={o.status} />
              <span className={s.muted}>{t`For ${o.forName}`} · {formatDateTimeBs(o.requestedAt)}</span>
              {o.totalPaisa > 0 && <span className={s.total}>{formatMoney(o.totalPaisa)}</span>}
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={s.page}>
      <div className={s.header}>
        <h1 className={s.title}><Trans>Medicine Order</Trans></h1>
        <Link to="/medicine-order/new" className={s.startLink}><Trans>Reserve medicines</Trans></Link>
      </div>
      <LegalNote />
      {content}
    </div>
  );
}
