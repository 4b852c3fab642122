import { useEffect, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH, SEARCH_TEXT_PATTERN } from '@contracts/options';
import { Button } from '@/ui/Button/Button';
import { TextInput } from '@/ui/TextInput/TextInput';
import { useDoctorSearch } from '@/lib/domain/doctor-search';
import type { MemberDoctor } from '../member-form';
import * as s from './FamilyPage.css';
import { displayDoctorName } from '@contracts/doctor-name';
import type { Locale } from '@/lib/i18n/i18n';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

type Props = { value: MemberDoctor | null; onChange: (doctor: MemberDoctor | null) => void; error?: string };

/** The member's own doctor (optional): search the directory by name and pick one. */
export function DoctorPicker({ value, onChange, error }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useDoctorSearch(SEARCH_TEXT_PATTERN.test(search) ? search : '');

  if (value) {
    const name = displayDoctorName(value, i18n.locale as Locale);
    return (
      <div className={s.field}>
        <span className={s.label} id={`${id}-label`}>
          <Trans>Doctor (optional)</Trans>
        </span>
        <div className={s.picked} aria-labelledby={`${id}-label`} role="group">
          <span>{t`Dr. ${name}`}</span>
          <Button variant="text" size="sm" onClick={() => onChange(null)}>
            <Trans>Remove doctor</Trans>
          </Button>
        </div>
        {error ? <p className={s.fieldError}>{error}</p> : null}
      </div>
    );
  }
  const results = search !== '' ? (data ?? []) : [];
  return (
    <div className={s.field}>
      <TextInput
        label={t`Doctor (optional)`}
        hint={t`Search by the doctor's name.`}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        error={error}
        autoComplete="off"
      />
      {search !== '' ? (
        <div aria-live="polite">
          {results.length > 0 ? (
            <ul className={s.results} aria-label={t`Matching doctors`}>
              {results.map((doctor) => {
                const name = displayDoctorName(doctor, i18n.locale as Locale);
                return (
                  <li key={doctor.id}>
                    <button
                      type="button"
                      className={s.result}
                      onClick={() => {
                        onChange({
                          id: doctor.id, firstName: doctor.firstName, lastName: doctor.lastName,
                          firstNameNe: doctor.firstNameNe, lastNameNe: doctor.lastNameNe,
                        });
                        setText('');
                      }}
                    >
                      <span>{t`Dr. ${name}`}</span>
                      <span className={s.muted}>{doctor.mainSpecialization}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : isFetching ? null : (
            <p className={s.muted}>
              <Trans>No results found</Trans>
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
