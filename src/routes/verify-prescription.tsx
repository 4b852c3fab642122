import { createFileRoute } from '@tanstack/react-router';
import { VerifyPrescriptionPage } from '@/features/prescriptions/components/VerifyPrescriptionPage';

// /verify-prescription — public: a pharmacist checks a prescription QR code offline.
export const Route = createFileRoute('/verify-prescription')({
  component: VerifyPrescriptionPage,
});
