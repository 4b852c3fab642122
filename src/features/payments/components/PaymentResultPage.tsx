import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/Button/Button';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { errorText } from '@/lib/api/api-client';
import { formatMoney } from '@/lib/i18n/format';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { isOpenPayment, paymentStatusQueryOptions, reconcilePayment } from '../api/payments';
import { PayNowButton } from './PayNowButton';
import * as s from './Payments.css';

/** After this long still open, ask the server to check with the gateway (a lost callback). */
const RECONCILE_AFTER_MS = 4000;
const POLL_MS = 2000;

/** /payments/result?paymentId=…&status=…: where the gateway sends the browser back. */
export function PaymentResultPage({ uid, paymentId }: { uid: string; paymentId: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Payment`);
  const queryClient = useQueryClient();
  const options = paymentStatusQueryOptions(uid, paymentId);
  const status = useQuery({
    ...options,
    refetchInterval: (q) => (q.state.data && isOpenPayment(q.state.data.status) ? POLL_MS : false),
  });
  const reconciled = useRef(false);
  const open = status.data ? isOpenPayment(status.data.status) : false;

  useEffect(() => {
    if (!open || reconciled.current) return;
    const timer = setTimeout(() => {
      reconciled.current = true;
      reconcilePayment(paymentId)
        .then((p) => queryClient.setQueryData(options.queryKey, p))
        .catch(() => undefined);
    }, RECONCILE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [open, paymentId, queryClient, options.queryKey]);

  useEffect(() => {
    if (status.data && !open) void queryClient.invalidateQueries({ queryKey: ['patient', uid] });
  }, [status.data, open, queryClient, uid]);

  let body;
  if (status.isPending) body = <Skeleton lines={3} />;
  else if (status.isError) body = <p className={s.error} role="alert">{errorText(status.error)}</p>;
  else {
    const p = status.data;
    const paid = p.status === 'completed' || p.status === 'refunded' || p.status === 'partially_refunded';
    body = (
      <div className={s.card} role="status" data-testid="payment-result" data-status={p.status}>
        {paid ? (
          <>
            <h2 className={s.sectionTitle}><Trans>Payment successful</Trans></h2>
            <p className={s.muted}><Trans>You paid {formatMoney(p.total)}. Your appointment is paid and the invoice is in your payments.</Trans></p>
          </>
        ) : open ? (
          <>
            <h2 className={s.sectionTitle}><Trans>Payment pending</Trans></h2>
            <p className={s.muted}><Trans>We are checking your payment with the payment service. This page updates by itself.</Trans></p>
          </>
        ) : (
          <>
            <h2 className={s.sectionTitle}>{p.status === 'canceled' ? <Trans>Payment canceled</Trans> : <Trans>Payment failed</Trans>}</h2>
            <p className={s.muted}><Trans>You were not charged. The appointment stays unpaid: you can pay now or at the clinic.</Trans></p>
            <div className={s.actions}><PayNowButton appointmentId={p.appointmentId} size="md" /></div>
          </>
        )}
        <div className={s.actions}>
          <Link to="/appointments/$id" params={{ id: p.appointmentId }}><Trans>View appointment</Trans></Link>
          <Link to="/payments"><Trans>Go to payments</Trans></Link>
          <Link to="/appointments"><Trans>Go to appointments</Trans></Link>
        </div>
      </div>
    );
  }
  return (
    <div className={s.page}>
      <h1 className={s.title}><Trans>Payment</Trans></h1>
      {body}
      {status.isError && <Button variant="outline" onClick={() => void status.refetch()}><Trans>Try again</Trans></Button>}
    </div>
  );
}
