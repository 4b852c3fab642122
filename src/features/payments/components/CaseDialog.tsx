import { useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/Button/Button';
import { Modal } from '@/ui/Modal/Modal';
import { toast } from '@/ui/toast';
import { announceWaiting } from '@/ui/announce-waiting';
import { errorText } from '@/lib/api/api-client';
import { useFormDraft } from '@/lib/offline/drafts';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { useSubmitCase, type CaseKind } from '../api/payments';
import { documentProblem } from '../documents';
import * as s from './Payments.css';

/** A complaint, fraud report or refund request: a reason and up to 3 optional PDF/JPG/PNG documents. */
export function CaseDialog({ kind, paymentId, appointmentId, onClose }: {
  kind: CaseKind; paymentId?: string | null; appointmentId?: string | null; onClose: () => void;
}) {
  const { t } = useLingui();
  const submit = useSubmitCase({
    onWaiting: () => {
      announceWaiting();
      onClose();
    },
  });
  const key = useRef(newIdempotencyKey());
  const [reason, setReason] = useState('');
  // The reason survives an app update's reload, given back when the same request is opened again (issue 15).
  useFormDraft(`case:${kind}:${paymentId ?? appointmentId ?? ''}`, { reason }, (draft) => setReason(draft.reason ?? ''));
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const reasonId = useId();
  const filesId = useId();
  const titles: Record<CaseKind, string> = { refund: t`Request a refund`, complaint: t`Make a complaint`, 'fraud-report': t`Report fraud` };

  const problemText = (files: File[]): string | null => {
    switch (documentProblem(files)) {
      case 'too-many': return t`You can attach at most 3 files.`;
      case 'too-large': return t`The file must be smaller than 5 MB.`;
      case 'bad-type': return t`Invalid file type. Please upload a PDF, JPG or PNG file.`;
      case 'empty': return t`The file is empty.`;
      default: return null;
    }
  };

  const send = () => {
    if (!reason.trim()) return setProblem(t`Please write the reason.`);
    const p = problemText(files);
    if (p) return setProblem(p);
    setProblem(null);
    submit.mutate({ kind, reason: reason.trim(), paymentId, appointmentId, files, idempotencyKey: key.current }, {
      onSuccess: (message) => {
        toast.success(message);
        onClose();
      },
    });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={titles[kind]}
      footer={
        <>
          <Button variant="outline" onClick={onClose}><Trans>Cancel</Trans></Button>
          <Button onClick={send} loading={submit.isPending}><Trans>Send</Trans></Button>
        </>
      }
    >
      <div className={s.form}>
        <div className={s.field}>
          <label htmlFor={reasonId}><Trans>Reason</Trans></label>
          <textarea id={reasonId} className={s.textarea} value={reason} maxLength={2000} required onChange={(e) => setReason(e.target.value)} />
        </div>
        <div className={s.field}>
          <label htmlFor={filesId}><Trans>Supporting documents (optional: PDF, JPG or PNG, smaller than 5 MB)</Trans></label>
          <input
            id={filesId}
            type="file"
            multiple
            accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
            onChange={(e) => {
              const chosen = Array.from(e.target.files ?? []);
              setFiles(chosen);
              setProblem(problemText(chosen));
            }}
          />
        </div>
        {(problem || submit.isError) && <p className={s.error} role="alert">{problem ?? errorText(submit.error)}</p>}
      </div>
    </Modal>
  );
}
