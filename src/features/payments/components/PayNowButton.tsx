import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OnlineGateway } from '@contracts/payments';
import { Button } from '@/ui/Button/Button';
import { Modal } from '@/ui/Modal/Modal';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { errorText } from '@/lib/api/api-client';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { announceWaiting } from '@/ui/announce-waiting';
import { formatMoney } from '@/lib/i18n/format';
import { useAuth } from '@/lib/auth/auth-provider';
import { usePaymentSummary, useStartPayment } from '../api/payments';
import { goToGateway } from '../gateway-redirect';
import { GATEWAY_NAMES } from '../labels';
import * as s from './Payments.css';

/** Pay Now for an unpaid appointment: the summary with the wallet service charge, eSewa or Khalti, then the gateway. */
export function PayNowButton({ appointmentId, size = 'sm', openAtOnce = false }: {
  appointmentId: string;
  size?: 'sm' | 'md';
  /** Show the wallet choice straight away (right after booking with "pay online"). */
  openAtOnce?: boolean;
}) {
  const uid = useAuth().user?.uid ?? '';
  const [open, setOpen] = useState(openAtOnce);
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)}>
        <Trans>Pay Now</Trans>
      </Button>
      {open && <PayNowDialog uid={uid} appointmentId={appointmentId} onClose={() => setOpen(false)} />}
    </>
  );
}

function PayNowDialog({ uid, appointmentId, onClose }: { uid: string; appointmentId: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const summary = usePaymentSummary(uid, appointmentId);
  const start = useStartPayment({
    // Offline: the start waits in the outbox; a toast offers the wallet once it has been sent.
    onWaiting: () => {
      announceWaiting();
      onClose();
    },
  });
  const keys = useRef(new Map<OnlineGateway, string>());
  const [gateway, setGateway] = useState<OnlineGateway | null>(null);
  const [leaving, setLeaving] = useState(false);
  const available = summary.data?.gateways.filter((g) => g.available) ?? [];
  const chosen = gateway ?? available[0]?.gateway ?? null;

  const pay = () => {
    if (!chosen) return;
    let key = keys.current.get(chosen);
    if (!key) keys.current.set(chosen, (key = newIdempotencyKey()));
    start.mutate({ input: { appointmentId, gateway: chosen }, idempotencyKey: key }, {
      onSuccess: (res) => {
        setLeaving(true);
        if (!goToGateway(res.data)) setLeaving(false);
      },
    });
  };

  let body;
  if (summary.isPending) body = <Skeleton lines={3} />;
  else if (summary.isError) body = <p className={s.error} role="alert">{errorText(summary.error)}</p>;
  else if (!summary.data.payable) body = <p className={s.muted}><Trans>There is nothing to pay for this appointment.</Trans></p>;
  // No wallet is set up on this server (production without wallet credentials).
  else if (summary.data.gateways.length === 0) body = <p className={s.muted}><Trans>Online payment is not available. Please pay at the clinic.</Trans></p>;
  else {
    const d = summary.data;
    body = (
      <div className={s.form}>
        <dl className={s.facts}>
          <div className={s.fact}><dt className={s.factLabel}><Trans>Consultation fee</Trans></dt><dd className={s.factValue}>{formatMoney(d.amount)}</dd></div>
          <div className={s.fact}><dt className={s.factLabel}><Trans>Wallet service charge</Trans></dt><dd className={s.factValue}>{formatMoney(d.serviceCharge)}</dd></div>
          <div className={s.fact}><dt className={s.factLabel}><Trans>Total to pay</Trans></dt><dd className={`${s.factValue} ${s.status}`}>{formatMoney(d.total)}</dd></div>
        </dl>
        <fieldset className={s.form}>
          <legend><Trans>Pay with</Trans></legend>
          {d.gateways.map((g) => (
            <label key={g.gateway} className={s.choice}>
              <input type="radio" name="gateway" value={g.gateway} disabled={!g.available} checked={chosen === g.gateway} onChange={() => setGateway(g.gateway)} />
              {i18n._(GATEWAY_NAMES[g.gateway])}
              {!g.available && <span className={s.muted}> <Trans>(not available)</Trans></span>}
            </label>
          ))}
        </fieldset>
        {start.isError && <p className={s.error} role="alert">{errorText(start.error)}</p>}
      </div>
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t`Pay online`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}><Trans>Cancel</Trans></Button>
          <Button onClick={pay} disabled={!summary.data?.payable || !chosen} loading={start.isPending || leaving}>
            <Trans>Continue to pay</Trans>
          </Button>
        </>
      }
    >
      {body}
    </Modal>
  );
}
