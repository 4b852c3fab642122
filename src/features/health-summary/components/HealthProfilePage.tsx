import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ALLERGY_OPTIONS, PROBLEM_OPTIONS } from '@contracts/health-options';
import type { AllergyInput, ProblemInput } from '@contracts/health-summary';
import { Button } from '@/ui/Button/Button';
import { QueryError } from '@/ui/QueryError/QueryError';
import { Select } from '@/ui/Select/Select';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { TextInput } from '@/ui/TextInput/TextInput';
import { toast } from '@/ui/toast';
import { ApiError, errorText } from '@/lib/api/api-client';
import { formatDateBs } from '@/lib/i18n/bs-format';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import * as f from '@/styles/form.css';
import { useChangeHealthProfile, useHealthProfile, type HealthProfile } from '../api/health-profile';
import * as s from './HealthSummary.css';

const OTHER = 'other';
type Kind = 'allergy' | 'problem';

function fieldErrors(err: unknown): Record<string, string> {
  return err instanceof ApiError ? Object.fromEntries((err.body?.errorList ?? []).map((e) => [e.field, e.message])) : {};
}

/** /settings/health: the patient's allergies and health problems (picked from a list or written), or "none known". */
export function HealthProfilePage({ uid }: { uid: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Health`);
  const { data, isPending, isError, error, refetch, isFetching } = useHealthProfile(uid);
  if (isPending) return <Skeleton lines={6} />;
  if (isError && !data) return <QueryError error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  return (
    <div className={s.sections}>
      <p className={f.lead}><Trans>What you write here goes into your health summary, which you can share with any doctor.</Trans></p>
      <HealthList uid={uid} kind="allergy" profile={data} />
      <HealthList uid={uid} kind="problem" profile={data} />
      <NameNe uid={uid} profile={data} />
    </div>
  );
}

function HealthList({ uid, kind, profile }: { uid: string; kind: Kind; profile: HealthProfile }) {
  const { t, i18n } = useLingui();
  const change = useChangeHealthProfile(uid);
  const [choice, setChoice] = useState('');
  const [text, setText] = useState('');
  const [extra, setExtra] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isAllergy = kind === 'allergy';
  const options = (isAllergy ? ALLERGY_OPTIONS : PROBLEM_OPTIONS).map((o) => ({ value: o.code as string, label: i18n._(o.display) }));
  const items = isAllergy ? profile.allergies : profile.problems;
  const noneKnown = isAllergy ? profile.noKnownAllergies : profile.noKnownProblems;
  const title = isAllergy ? t`Allergies` : t`Health problems`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = choice && choice !== OTHER ? choice : null;
    const written = code ? (options.find((o) => o.value === code)?.label ?? '') : text;
    const onError = (err: unknown) => { setErrors(fieldErrors(err)); toast.error(errorText(err)); };
    const onSuccess = (res: { message: string }) => { toast.success(res.message); setChoice(''); setText(''); setExtra(''); setErrors({}); };
    if (isAllergy) change.mutate({ kind: 'addAllergy', input: { code: code as AllergyInput['code'], text: written, reaction: extra || null } }, { onSuccess, onError });
    else change.mutate({ kind: 'addProblem', input: { code: code as ProblemInput['code'], text: written, onsetDate: extra || null } }, { onSuccess, onError });
  };

  return (
    <section className={s.section} aria-labelledby={`health-${kind}`}>
      <h2 id={`health-${kind}`} className={s.sectionTitle}>{title}</h2>
      {items.length ? (
        <ul className={s.items}>
          {items.map((item) => (
            <li key={item.id} className={s.item}>
              {item.code ? i18n._(item.text) : item.text}
              {'reaction' in item && item.reaction ? <span className={s.details}> — {item.reaction}</span> : null}
              {'onsetDate' in item && item.onsetDate ? <span className={s.details}> — <Trans>since {formatDateBs(`${item.onsetDate}T12:00:00Z`)}</Trans></span> : null}
              {' '}
              <Button variant="secondary" size="sm" disabled={change.isPending} aria-label={t`Remove ${item.code ? i18n._(item.text) : item.text}`}
                onClick={() => change.mutate(isAllergy ? { kind: 'removeAllergy', id: item.id } : { kind: 'removeProblem', id: item.id }, {
                  onSuccess: (res) => toast.success(res.message), onError: (err) => toast.error(errorText(err)),
                })}>
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <label className={s.check}>
          <input type="checkbox" checked={noneKnown} disabled={change.isPending}
            onChange={(e) => change.mutate({ kind: 'answers', input: isAllergy ? { noKnownAllergies: e.target.checked } : { noKnownProblems: e.target.checked } }, {
              onSuccess: (res) => toast.success(res.message), onError: (err) => toast.error(errorText(err)),
            })} />
          {isAllergy ? <Trans>I have no known allergies</Trans> : <Trans>I have no known health problems</Trans>}
        </label>
      )}
      <form className={f.form} onSubmit={submit} noValidate>
        <Select name={`${kind}-choice`} label={isAllergy ? t`Add an allergy` : t`Add a health problem`} value={choice} onChange={setChoice} placeholder={t`Choose…`}
          options={[...options, { value: OTHER, label: t`Something else (write it)` }]} error={errors['code']} />
        {choice === OTHER ? <TextInput label={isAllergy ? t`Allergy` : t`Health problem`} value={text} onChange={(e) => setText(e.target.value)} maxLength={200} error={errors['text']} /> : null}
        {choice ? (isAllergy
          ? <TextInput label={t`Reaction (optional)`} value={extra} onChange={(e) => setExtra(e.target.value)} maxLength={200} error={errors['reaction']} />
          : <TextInput label={t`Since (optional)`} type="date" value={extra} onChange={(e) => setExtra(e.target.value)} error={errors['onsetDate']} />) : null}
        <div className={s.actions}>
          <Button type="submit" disabled={!choice || (choice === OTHER && !text.trim())} loading={change.isPending}><Trans>Add</Trans></Button>
        </div>
      </form>
    </section>
  );
}

function NameNe({ uid, profile }: { uid: string; profile: HealthProfile }) {
  const { t } = useLingui();
  const change = useChangeHealthProfile(uid);
  const [name, setName] = useState(profile.nameNe ?? '');
  return (
    <section className={s.section} aria-labelledby="health-name-ne">
      <h2 id="health-name-ne" className={s.sectionTitle}><Trans>Your name in Devanagari</Trans></h2>
      <form className={f.form} noValidate onSubmit={(e) => {
        e.preventDefault();
        change.mutate({ kind: 'answers', input: { nameNe: name.trim() || null } }, { onSuccess: (res) => toast.success(res.message), onError: (err) => toast.error(errorText(err)) });
      }}>
        <TextInput label={t`Name in Devanagari`} hint={t`Your summary shows your name in both scripts.`} value={name} onChange={(e) => setName(e.target.value)} maxLength={120} lang="ne" />
        <div className={s.actions}><Button type="submit" variant="secondary" loading={change.isPending}><Trans>Save</Trans></Button></div>
      </form>
    </section>
  );
}
