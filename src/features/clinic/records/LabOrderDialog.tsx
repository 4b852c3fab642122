import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/ui/Button/Button';
import { Modal } from '@/ui/Modal/Modal';
import { Select } from '@/ui/Select/Select';
import { TextInput } from '@/ui/TextInput/TextInput';
import { toast } from '@/ui/toast';
import { errorText } from '@/lib/api/api-client';
import { LAB_TEST_PRIORITIES } from '@contracts/record-options';
import { appointmentLabQuery, useLabOrder } from './api';
import { LAB_STATUS, PRIORITY } from './labels';
import * as s from './Records.css';

type Priority = (typeof LAB_TEST_PRIORITIES)[number];

/** The doctor orders lab tests from an appointment; the clinic's lab sees them waiting. */
export function LabOrderDialog({ uid, appointmentId, patientName, onClose }: { uid: string; appointmentId: string; patientName: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const ordered = useQuery(appointmentLabQuery(uid, appointmentId));
  const order = useLabOrder(uid);
  const [testName, setTestName] = useState('');
  const [category, setCategory] = useState('');
  const [priority, setPriority] = useState<Priority>('routine');
  const [instructions, setInstructions] = useState('');
  const [errors, setErrors] = useState<{ testName?: string; category?: string }>({});
  const submit = () => {
    const e = { ...(testName.trim() ? {} : { testName: t`Write the test.` }), ...(category.trim() ? {} : { category: t`Write the category.` }) };
    setErrors(e);
    if (Object.keys(e).length) return;
    order.mutate({ appointmentId, tests: [{ testName: testName.trim(), category: category.trim(), priority, instructions: instructions.trim() || null }] }, {
      onSuccess: (res) => { toast.success(res.message); setTestName(''); setInstructions(''); },
      onError: (err) => toast.error(errorText(err)),
    });
  };
  return (
    <Modal open onClose={onClose} title={<Trans>Lab tests for {patientName}</Trans>} footer={<Button loading={order.isPending} onClick={submit}><Trans>Order the test</Trans></Button>}>
      <div className={s.stack}>
        {ordered.data?.length ? (
          <ul className={s.stack} aria-label={t`Ordered tests`}>
            {ordered.data.map((x) => (
              <li key={x.id} className={s.existing}>
                <span>{x.testName} · {i18n._(PRIORITY[x.priority])}</span>
                <span>{i18n._(LAB_STATUS[x.status])}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <TextInput label={t`Test`} name="testName" placeholder="HbA1c" value={testName} error={errors.testName} onChange={(e) => { setTestName(e.target.value); setErrors({}); }} />
        <TextInput label={t`Category`} name="category" placeholder="Biochemistry" value={category} error={errors.category} onChange={(e) => { setCategory(e.target.value); setErrors({}); }} />
        <Select label={t`Priority`} name="priority" value={priority} onChange={(v) => setPriority(v)} options={LAB_TEST_PRIORITIES.map((p) => ({ value: p, label: i18n._(PRIORITY[p]) }))} />
        <TextInput label={t`Instructions for the patient`} name="instructions" value={instructions} onChange={(e) => setInstructions(e.target.value)} />
      </div>
    </Modal>
  );
}
