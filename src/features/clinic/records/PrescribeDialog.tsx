import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/ui/Button/Button';
import { Modal } from '@/ui/Modal/Modal';
import { TextInput } from '@/ui/TextInput/TextInput';
import { toast } from '@/ui/toast';
import { errorText } from '@/lib/api/api-client';
import { latinDigits } from '@contracts/digits';
import { isDosePattern } from '@contracts/lab-flags';
import type { ConsoleMedicine, ConsolePrescription } from '@contracts/clinic-records';
import { prescriptionsQuery, usePrescribe } from './api';
import { medicineLabel, searchMedicines } from './medicines';
import * as s from './Records.css';

type Row = { medication: string; strength: string; form: string; freeText: boolean; quantity: string; doses: string; days: string; instructions: string };
type RowErrors = Partial<Record<keyof Row, string>>;
const empty = (): Row => ({ medication: '', strength: '', form: '', freeText: true, quantity: '', doses: '', days: '', instructions: '' });
const fromExisting = (p: ConsolePrescription): Row[] => p.medicines.map((m) => ({
  medication: m.medication, strength: m.strength ?? '', form: m.form ?? '', freeText: m.freeText, quantity: String(m.quantity), doses: m.doses ?? '',
  days: m.stopDate ? String(Math.round((Date.parse(m.stopDate) - Date.parse(m.startDate)) / 86_400_000) + 1) : '', instructions: m.instructions ?? '',
}));

/** Prescribe from an appointment (doctor): medicines from the list or typed (marked), a correction replaces an earlier one. */
export function PrescribeDialog({ uid, appointmentId, patientName, onClose }: { uid: string; appointmentId: string; patientName: string; onClose: () => void }) {
  const { t } = useLingui();
  const existing = useQuery(prescriptionsQuery(uid, appointmentId));
  const prescribe = usePrescribe(uid);
  const [rows, setRows] = useState<Row[]>([empty()]);
  const [errors, setErrors] = useState<RowErrors[]>([]);
  const [replaces, setReplaces] = useState<string | null>(null);
  const set = (i: number, patch: Partial<Row>) => {
    setRows((r) => r.map((x, j) => (j === i ? { ...x, ...patch } : x)));
    setErrors((e) => e.map((x, j) => (j === i ? {} : x)));
  };

  const check = (r: Row): RowErrors => {
    const e: RowErrors = {};
    const n = (v: string) => Number(latinDigits(v));
    if (!r.medication.trim()) e.medication = t`Choose or write a medicine.`;
    if (!Number.isInteger(n(r.quantity)) || n(r.quantity) < 1) e.quantity = t`Write a whole number above 0.`;
    if (!isDosePattern(r.doses)) e.doses = t`Write the doses as morning-noon-night, e.g. 1-0-1.`;
    if (!Number.isInteger(n(r.days)) || n(r.days) < 1 || n(r.days) > 365) e.days = t`Write the days, 1 to 365.`;
    return e;
  };
  const submit = () => {
    const found = rows.map(check);
    setErrors(found);
    if (found.some((e) => Object.keys(e).length > 0)) return;
    const medicines: ConsoleMedicine[] = rows.map((r) => ({
      medication: r.medication.trim(), strength: r.strength.trim() || null, form: r.form.trim() || null, freeText: r.freeText,
      quantity: Number(latinDigits(r.quantity)), doses: r.doses.trim(), durationDays: Number(latinDigits(r.days)), instructions: r.instructions.trim() || null,
    }));
    prescribe.mutate({ appointmentId, medicines, replacesPrescriptionId: replaces }, {
      onSuccess: (res) => { toast.success(res.message); onClose(); },
      onError: (err) => toast.error(errorText(err)),
    });
  };

  return (
    <Modal
      open onClose={onClose} size="lg" title={replaces ? <Trans>Correct the prescription for {patientName}</Trans> : <Trans>Prescribe for {patientName}</Trans>}
      footer={<Button loading={prescribe.isPending} onClick={submit}>{replaces ? <Trans>Save the correction</Trans> : <Trans>Sign and send</Trans>}</Button>}
    >
      <div className={s.stack}>
        {existing.data?.length ? (
          <section aria-label={t`Earlier prescriptions`} className={s.stack}>
            {existing.data.map((p) => (
              <div key={p.id} className={s.existing} data-testid="console-prescription" data-replaced={p.replacedAt ? 'true' : undefined}>
                <p className={s.line}>{p.medicines.map((m) => `${m.medication}${m.strength ? ` ${m.strength}` : ''} · ${m.doses ?? ''}`).join('; ')}</p>
                {p.replacedAt ? <span className={s.badgeMuted}><Trans>Replaced</Trans></span> : (
                  <Button size="sm" variant="outline" onClick={() => { setReplaces(p.id); setRows(fromExisting(p)); setErrors([]); }}><Trans>Correct</Trans></Button>
                )}
              </div>
            ))}
          </section>
        ) : null}
        {rows.map((r, i) => <MedicineRow key={i} index={i} row={r} errors={errors[i] ?? {}} onChange={(patch) => set(i, patch)} onRemove={rows.length > 1 ? () => setRows(rows.filter((_, j) => j !== i)) : undefined} />)}
        <div><Button variant="outline" size="sm" onClick={() => setRows([...rows, empty()])}><Trans>Add a medicine</Trans></Button></div>
      </div>
    </Modal>
  );
}

function MedicineRow({ index, row: r, errors: e, onChange, onRemove }: {
  index: number; row: Row; errors: RowErrors; onChange: (patch: Partial<Row>) => void; onRemove: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const [searching, setSearching] = useState(false);
  const matches = searching ? searchMedicines(r.medication) : [];
  const n = index + 1;
  return (
    <fieldset className={s.medicine} data-testid="medicine-row">
      <legend className={s.legend}><Trans>Medicine {n}</Trans></legend>
      <TextInput
        label={t`Medicine (search the list or write it)`} name={`medication-${index}`} value={r.medication} error={e.medication} autoComplete="off"
        onChange={(ev) => { onChange({ medication: ev.target.value, freeText: true }); setSearching(true); }}
      />
      {matches.length > 0 ? (
        <ul className={s.suggestions} aria-label={t`Medicines from the list`}>
          {matches.map((m) => (
            <li key={medicineLabel(m)}>
              <button type="button" className={s.suggestion} onClick={() => { onChange({ medication: m.generic, strength: m.strength, form: m.form, freeText: false }); setSearching(false); }}>
                {medicineLabel(m)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {r.medication.trim() && r.freeText ? <p className={s.freeText}><Trans>Not from the list: the patient and the pharmacist see it marked as written by hand.</Trans></p> : null}
      <div className={s.grid}>
        <TextInput label={t`Strength`} name={`strength-${index}`} value={r.strength} onChange={(ev) => onChange({ strength: ev.target.value })} />
        <TextInput label={t`Form`} name={`form-${index}`} value={r.form} onChange={(ev) => onChange({ form: ev.target.value })} />
        <TextInput label={t`Quantity`} name={`quantity-${index}`} inputMode="numeric" value={r.quantity} error={e.quantity} onChange={(ev) => onChange({ quantity: ev.target.value })} />
        <TextInput label={t`Doses (morning-noon-night)`} name={`doses-${index}`} placeholder="1-0-1" value={r.doses} error={e.doses} onChange={(ev) => onChange({ doses: ev.target.value })} />
        <TextInput label={t`Days`} name={`days-${index}`} inputMode="numeric" value={r.days} error={e.days} onChange={(ev) => onChange({ days: ev.target.value })} />
      </div>
      <TextInput label={t`Instructions (in the patient's language)`} name={`instructions-${index}`} value={r.instructions} maxLength={1000} onChange={(ev) => onChange({ instructions: ev.target.value })} />
      {onRemove ? <div><Button size="sm" variant="ghost" onClick={onRemove}><Trans>Remove this medicine</Trans></Button></div> : null}
    </fieldset>
  );
}
