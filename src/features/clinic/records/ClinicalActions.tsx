import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/ui/Button/Button';
import { LabOrderDialog } from './LabOrderDialog';
import { PrescribeDialog } from './PrescribeDialog';

/** The doctor's clinical writes on an appointment card: prescribe, order lab tests (issue 30). */
export function ClinicalActions({ uid, appointmentId, patientName }: { uid: string; appointmentId: string; patientName: string }) {
  const [open, setOpen] = useState<'rx' | 'lab' | null>(null);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen('rx')}><Trans>Prescribe</Trans></Button>
      <Button size="sm" variant="outline" onClick={() => setOpen('lab')}><Trans>Order lab tests</Trans></Button>
      {open === 'rx' ? <PrescribeDialog uid={uid} appointmentId={appointmentId} patientName={patientName} onClose={() => setOpen(null)} /> : null}
      {open === 'lab' ? <LabOrderDialog uid={uid} appointmentId={appointmentId} patientName={patientName} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
