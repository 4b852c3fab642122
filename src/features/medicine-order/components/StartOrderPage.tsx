import { useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Prescription } from '@contracts/prescriptions';
import { MEDICINE_ORDER_PHOTO_MAX_BYTES } from '@contracts/medicine-order';
import { Button } from '@/ui/Button/Button';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { Tabs } from '@/ui/Tabs/Tabs';
import { toast } from '@/ui/toast';
import { errorText } from '@/lib/api/api-client';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { fitsInOutbox } from '@/lib/offline/outbox-files';
import type { StartFromPhoto, StartFromPrescriptions } from '../api/medicine-orders';
import type { MedicineOrder } from '@contracts/medicine-order';
import { PharmacyPicker } from './PharmacyPicker';
import { LegalNote } from './MedicineOrdersPage';
import * as s from './MedicineOrder.css';

type Answer = { message: string; data: MedicineOrder };

type Props = {
  uid: string; prescriptions: Prescription[] | undefined; city?: string;
  /** The patient's family members: a photo's reservation may be for one of them. */
  family?: { id: string; name: string }[];
};

/** /medicine-order/new: the medicines (a prescription's, or a photo), then the pharmacy. */
export function StartOrderPage({ prescriptions, city, family = [] }: Props) {
  const { t } = useLingui();
  useDocumentTitle(t`Reserve medicines`);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [source, setSource] = useState<'prescription' | 'photo'>('prescription');
  const [chosen, setChosen] = useState<string[]>([]);
  const [photo, setPhoto] = useState<File | null>(null);
  const [memberId, setMemberId] = useState('');
  const [pharmacyId, setPharmacyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // One key per reservation, kept while it waits or is retried; a refused one gets a new key for the next press.
  const [key, setKey] = useState(newIdempotencyKey);
  // Either start waits in the outbox with no signal (a photo as a Blob in IndexedDB) and is sent once.
  const onWaiting = () => {
    toast.info(t`No connection: your reservation waits and is sent when you are back online.`);
    void navigate({ to: '/medicine-order' });
  };
  const start = useOutboxMutation<StartFromPrescriptions, Answer>('medicine-order-start', { onWaiting });
  const fromPhotoStart = useOutboxMutation<StartFromPhoto, Answer>('medicine-order-photo', { onWaiting });

  // A reservation is for one person: the prescriptions of the first medicine chosen.
  const owner = prescriptions?.find((p) => p.id === chosen[0])?.familyMemberId ?? null;
  const groups = useMemo(() => {
    const by = new Map<string, Prescription[]>();
    for (const p of prescriptions ?? []) by.set(p.patientName, [...(by.get(p.patientName) ?? []), p]);
    return [...by.entries()];
  }, [prescriptions]);

  const done = (order: MedicineOrder, message: string) => {
    toast.success(message);
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[2] === 'medicine-orders' });
    void navigate({ to: '/medicine-order/$id', params: { id: order.id } });
  };

  const handlers = { onSuccess: (res: Answer) => done(res.data, res.message), onError: (err: unknown) => {
    setError(errorText(err));
    setKey(newIdempotencyKey());
  } };
  const submit = () => {
    setError(null);
    if (!pharmacyId) return setError(t`Choose a pharmacy.`);
    if (source === 'prescription') {
      if (chosen.length === 0) return setError(t`Choose at least one medicine.`);
      start.mutate({ pharmacyId, prescriptionIds: chosen, idempotencyKey: key }, handlers);
      return;
    }
    if (!photo) return setError(t`Add a photo of the prescription.`);
    const variables: StartFromPhoto = { pharmacyId, photo, photoName: photo.name, idempotencyKey: key, ...(memberId ? { familyMemberId: memberId } : {}) };
    if (!fitsInOutbox(queryClient, variables)) {
      return setError(t`A photo is already waiting to be sent from this phone. Connect to the internet to send it, then try again.`);
    }
    fromPhotoStart.mutate(variables, handlers);
  };

  const fromPrescription = prescriptions === undefined ? <Skeleton lines={3} /> : prescriptions.length === 0 ? (
    <p className={s.muted}><Trans>You have no active prescriptions. Add a photo of a paper prescription instead.</Trans></p>
  ) : (
    <div className={s.section}>
      {groups.map(([name, list]) => (
        <fieldset key={name} className={s.choices}>
          <legend className={s.sectionTitle}>{t`For ${name}`}</legend>
          {list.map((p) => {
            const other = chosen.length > 0 && (p.familyMemberId ?? null) !== owner;
            return (
              <label key={p.id} className={s.choice}>
                <input
                  type="checkbox" checked={chosen.includes(p.id)} disabled={other}
                  onChange={(e) => setChosen((c) => (e.target.checked ? [...c, p.id] : c.filter((x) => x !== p.id)))}
                />
                <span className={s.choiceText}>
                  <strong>{[p.medication, p.strength, p.form].filter(Boolean).join(' · ')}</strong>
                  <span className={s.muted}>{t`Quantity ${p.quantity}`}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
      ))}
    </div>
  );

  const fromPhoto = (
    <div className={s.form}>
      <label className={s.label}>
        <Trans>Photo of the paper prescription (JPG or PNG, under 5 MB)</Trans>
        <input
          className={s.input} type="file" accept="image/jpeg,image/png" capture="environment"
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            setPhoto(file && file.size < MEDICINE_ORDER_PHOTO_MAX_BYTES ? file : null);
            if (file && file.size >= MEDICINE_ORDER_PHOTO_MAX_BYTES) setError(t`The photo must be smaller than 5 MB.`);
          }}
        />
      </label>
      {family.length > 0 && (
        <label className={s.label}>
          <Trans>The prescription is for</Trans>
          <select className={s.input} value={memberId} onChange={(e) => setMemberId(e.target.value)}>
            <option value="">{t`Myself`}</option>
            {family.map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
          </select>
        </label>
      )}
    </div>
  );

  return (
    <div className={s.page}>
      <h1 className={s.title}><Trans>Reserve medicines</Trans></h1>
      <LegalNote />
      <section className={s.section} aria-labelledby="mo-medicines">
        <h2 id="mo-medicines" className={s.sectionTitle}><Trans>1. The medicines</Trans></h2>
        <Tabs
          aria-label={t`The medicines`}
          onChange={(id) => setSource(id as 'prescription' | 'photo')}
          items={[
            { id: 'prescription', label: <Trans>From a prescription</Trans>, content: fromPrescription },
            { id: 'photo', label: <Trans>From a photo</Trans>, content: fromPhoto },
          ]}
        />
      </section>
      <section className={s.section} aria-labelledby="mo-pharmacy">
        <h2 id="mo-pharmacy" className={s.sectionTitle}><Trans>2. The pharmacy</Trans></h2>
        <PharmacyPicker city={city} value={pharmacyId} onChange={setPharmacyId} />
      </section>
      {error && <p className={s.error} role="alert">{error}</p>}
      <div className={s.actions}>
        <Button onClick={submit} loading={[start, fromPhotoStart].some((m) => m.isPending && !m.waiting)}><Trans>Send reservation</Trans></Button>
      </div>
    </div>
  );
}
