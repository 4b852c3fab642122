import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/ui/Button/Button';
import { Modal } from '@/ui/Modal/Modal';
import { Select } from '@/ui/Select/Select';
import { Spinner } from '@/ui/Spinner/Spinner';
import { TextInput } from '@/ui/TextInput/TextInput';
import { QueryError } from '@/ui/QueryError/QueryError';
import { toast } from '@/ui/toast';
import { errorText } from '@/lib/api/api-client';
import { formatDateTime, formatMoney } from '@/lib/i18n/format';
import { asLocale } from '@/lib/api/form';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { REFUND_METHODS, type ClinicCase, type ClinicPayment } from '@contracts/clinic-records';
import { meQuery } from '../api/console';
import { useStaffSession } from '../session';
import { ConsoleLayout } from '../components/ConsoleLayout';
import * as cs from '../components/Console.css';
import { casesQuery, paymentsQuery, useHandleCase, useRefundDecision } from './api';
import { GATEWAY, METHOD, REFUND_STATUS } from './labels';
import * as s from './Records.css';

const ZONE = 'Asia/Kathmandu';

/** /clinic/accounts: the clinic's payments and refund requests, complaints and fraud reports (role accounts). */
export function AccountsPage() {
  const session = useStaffSession();
  if (session.loading) return <ConsoleLayout><Spinner /></ConsoleLayout>;
  if (!session.user) return <Navigate to="/clinic/signin" replace />;
  return <Accounts uid={session.user.uid} />;
}

function Accounts({ uid }: { uid: string }) {
  const { t } = useLingui();
  const me = useQuery(meQuery(uid));
  const ok = me.data?.role === 'accounts';
  const payments = useQuery({ ...paymentsQuery(uid), enabled: ok });
  const cases = useQuery({ ...casesQuery(uid), enabled: ok });
  useDocumentTitle(t`Accounts`);
  return (
    <ConsoleLayout me={me.data}>
      <h1 className={cs.pageTitle}><Trans>Payments and refunds</Trans></h1>
      {me.isError ? <QueryError error={me.error} onRetry={() => void me.refetch()} /> : null}
      {payments.isError ? <QueryError error={payments.error} onRetry={() => void payments.refetch()} /> : null}
      {payments.isPending && ok ? <Spinner label={t`Loading`} /> : null}
      {payments.data?.length === 0 ? <p><Trans>No payments yet.</Trans></p> : null}
      {payments.data ? <ul className={cs.list} aria-label={t`Payments`}>{payments.data.map((p) => <li key={p.id}><PaymentCard uid={uid} p={p} /></li>)}</ul> : null}
      <h2 className={cs.pageTitle}><Trans>Complaints and fraud reports</Trans></h2>
      {cases.isError ? <QueryError error={cases.error} onRetry={() => void cases.refetch()} /> : null}
      {cases.data?.length === 0 ? <p><Trans>No complaints or fraud reports.</Trans></p> : null}
      {cases.data ? <ul className={cs.list} aria-label={t`Complaints and fraud reports`}>{cases.data.map((c) => <li key={c.id}><CaseCard uid={uid} c={c} /></li>)}</ul> : null}
    </ConsoleLayout>
  );
}

function PaymentCard({ uid, p }: { uid: string; p: ClinicPayment }) {
  const { t, i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  const [dialog, setDialog] = useState<'approve' | 'decline' | null>(null);
  const r = p.refund;
  const titleId = `pay-${p.id}`;
  return (
    <article className={`${cs.card} ${r?.status === 'requested' ? cs.needsAnswer : ''}`} aria-labelledby={titleId} data-payment={p.id}>
      <div className={cs.cardTop}>
        <div>
          <h2 id={titleId} className={cs.name}>{p.patientName} · {formatMoney(p.total, locale)}</h2>
          <p className={cs.muted}>{t`Dr.`} {p.doctorName} · {i18n._(GATEWAY[p.gateway])} · {p.paidAt ? formatDateTime(p.paidAt, { locale, timeZone: ZONE }) : '—'}{p.transactionId ? ` · ${p.transactionId}` : ''}</p>
        </div>
        {r ? <span className={`${cs.badge} ${r.status === 'refunded' ? cs.badgeOk : r.status === 'requested' ? cs.badgeWarn : cs.badgeBad}`} data-testid="refund-badge">{i18n._(REFUND_STATUS[r.status])}</span> : null}
      </div>
      {r ? (
        <dl className={cs.details}>
          <div><dt className={cs.muted}><Trans>The patient's reason</Trans></dt><dd>{r.reason}</dd></div>
          <div><dt className={cs.muted}><Trans>Amount</Trans></dt><dd>{formatMoney(r.amount, locale)}</dd></div>
          {r.method ? <div><dt className={cs.muted}><Trans>Paid back by</Trans></dt><dd>{i18n._(METHOD[r.method as 'wallet' | 'cash'])} · {r.reference}</dd></div> : null}
          {r.decisionNote ? <div><dt className={cs.muted}><Trans>Why it was declined</Trans></dt><dd>{r.decisionNote}</dd></div> : null}
          {r.attachments > 0 ? <div><dt className={cs.muted}><Trans>Attachments</Trans></dt><dd>{r.attachments}</dd></div> : null}
        </dl>
      ) : null}
      {r?.status === 'requested' ? (
        <div className={cs.actions}>
          <Button size="sm" onClick={() => setDialog('approve')}><Trans>Approve the refund</Trans></Button>
          <Button size="sm" variant="destructive-outlined" onClick={() => setDialog('decline')}><Trans>Decline</Trans></Button>
        </div>
      ) : null}
      {dialog && r ? <DecideDialog uid={uid} refundId={r.id} kind={dialog} onClose={() => setDialog(null)} /> : null}
    </article>
  );
}

function DecideDialog({ uid, refundId, kind, onClose }: { uid: string; refundId: string; kind: 'approve' | 'decline'; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const decide = useRefundDecision(uid);
  const [method, setMethod] = useState<'wallet' | 'cash'>('wallet');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    if (!text.trim()) return setError(kind === 'approve' ? t`Write the refund's reference.` : t`Tell the patient why.`);
    const input = kind === 'approve' ? { id: refundId, kind, method, reference: text.trim() } as const : { id: refundId, kind, reason: text.trim() } as const;
    decide.mutate(input, { onSuccess: (res) => { toast.success(res.message); onClose(); }, onError: (err) => toast.error(errorText(err)) });
  };
  return (
    <Modal
      open onClose={onClose} title={kind === 'approve' ? <Trans>Approve the refund</Trans> : <Trans>Decline the refund</Trans>}
      footer={<Button variant={kind === 'approve' ? 'primary' : 'destructive'} loading={decide.isPending} onClick={submit}>{kind === 'approve' ? <Trans>Record as paid back</Trans> : <Trans>Decline</Trans>}</Button>}
    >
      <div className={s.stack}>
        {kind === 'approve' ? (
          <Select label={t`Paid back by`} name="method" value={method} onChange={(v) => setMethod(v)} options={REFUND_METHODS.map((m) => ({ value: m, label: i18n._(METHOD[m]) }))} />
        ) : null}
        <TextInput
          label={kind === 'approve' ? t`Reference (wallet refund id or cash receipt number)` : t`Reason (the patient reads it)`}
          name="decision" required maxLength={kind === 'approve' ? 100 : 500} value={text} error={error} onChange={(e) => { setText(e.target.value); setError(undefined); }}
        />
      </div>
    </Modal>
  );
}

function CaseCard({ uid, c }: { uid: string; c: ClinicCase }) {
  const { t, i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  const handle = useHandleCase(uid);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const titleId = `case-${c.id}`;
  const submit = () => {
    if (!note.trim()) return setError(t`Write a note for the patient.`);
    handle.mutate({ id: c.id, note: note.trim() }, { onSuccess: (res) => toast.success(res.message), onError: (err) => toast.error(errorText(err)) });
  };
  return (
    <article className={`${cs.card} ${c.status !== 'closed' ? cs.needsAnswer : ''}`} aria-labelledby={titleId} data-case={c.id}>
      <div className={cs.cardTop}>
        <h3 id={titleId} className={cs.name}>{c.kind === 'fraud_report' ? t`Fraud report` : t`Complaint`} · {c.patientName}</h3>
        <span className={`${cs.badge} ${c.status === 'closed' ? cs.badgeOk : cs.badgeWarn}`}>{c.status === 'closed' ? t`Handled` : t`Open`}</span>
      </div>
      <p className={cs.muted}>{formatDateTime(c.createdAt, { locale, timeZone: ZONE })}</p>
      <p className={s.note}>{c.reason}</p>
      {c.attachments.length > 0 ? <p className={cs.muted}><Trans>Attachments:</Trans> {c.attachments.map((a) => a.fileName).join(', ')}</p> : null}
      {c.handledNote ? <p><Trans>Note to the patient:</Trans> {c.handledNote}</p> : (
        <div className={s.stack}>
          <TextInput label={t`Note to the patient`} name={`note-${c.id}`} maxLength={1000} value={note} error={error} onChange={(e) => { setNote(e.target.value); setError(undefined); }} />
          <div><Button size="sm" loading={handle.isPending} onClick={submit}><Trans>Mark as handled</Trans></Button></div>
        </div>
      )}
    </article>
  );
}
