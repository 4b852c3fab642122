import { useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LabTest } from '@contracts/lab-tests';
import { Button } from '@/ui/Button/Button';
import { toast } from '@/ui/toast';
import { errorText } from '@/lib/api/api-client';
import { useUploadLabReport } from '../api/lab-tests';
import { uploadProblem, type UploadProblem } from '../upload-check';
import * as s from './LabTests.css';

export function useProblemText() {
  const { t } = useLingui();
  return (p: UploadProblem): string => {
    switch (p) {
      case 'missing': return t`Choose a file to upload.`;
      case 'empty': return t`The file is empty.`;
      case 'too-large': return t`The file must be smaller than 5 MB.`;
      case 'bad-type': return t`Invalid file type. Please upload a PDF, JPG or PNG file.`;
    }
  };
}

/** Upload a lab report: PDF, JPG or PNG smaller than 5 MB, checked here and again on the server. */
export function LabReportUpload({ uid, tests }: { uid: string; tests: LabTest[] }) {
  const { t } = useLingui();
  const upload = useUploadLabReport(uid);
  const problemText = useProblemText();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [labTestId, setLabTestId] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const fileId = useId();
  const testId = useId();

  const choose = async (f: File | null) => {
    setFile(f);
    upload.reset();
    const p = f ? await uploadProblem(f) : null;
    setMessage(p ? problemText(p) : null);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const p = await uploadProblem(file);
    if (p) return setMessage(problemText(p));
    setMessage(null);
    upload.mutate({ file: file!, labTestId: labTestId || undefined }, {
      onSuccess: (res) => {
        toast.success(res.message);
        setFile(null);
        if (inputRef.current) inputRef.current.value = '';
      },
    });
  };

  const error = message ?? (upload.isError ? errorText(upload.error) : null);
  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} aria-label={t`Upload a lab report`}>
      <div className={s.field}>
        <label htmlFor={fileId}><Trans>Lab report (PDF, JPG or PNG, smaller than 5 MB)</Trans></label>
        <input ref={inputRef} id={fileId} name="file" type="file" accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          aria-invalid={!!message} onChange={(e) => void choose(e.target.files?.[0] ?? null)} />
      </div>
      {tests.length > 0 && (
        <div className={s.field}>
          <label htmlFor={testId}><Trans>For the test (optional)</Trans></label>
          <select id={testId} className={s.select} value={labTestId} onChange={(e) => setLabTestId(e.target.value)}>
            <option value="">{t`Not linked to a test`}</option>
            {tests.map((x) => <option key={x.id} value={x.id}>{x.testName}</option>)}
          </select>
        </div>
      )}
      {error && <p className={s.error} role="alert">{error}</p>}
      <div><Button type="submit" loading={upload.isPending}><Trans>Upload</Trans></Button></div>
    </form>
  );
}
