import { useMemo, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CITIES } from '@contracts/cities';
import {
  BLOOD_GROUPS, COUNTRY_CODES, GENDERS, LANGUAGES, MARITAL_STATUSES, NATIONALITIES, OCCUPATIONS, PROFILE_TIME_ZONES, RELIGIONS,
} from '@contracts/person-options';
import { Button, TextInput, toast } from '@/ui';
import { cityName } from '@/lib/domain/city-names';
import { useFormDraft } from '@/lib/offline/drafts';
import { asLocale, requestErrors, type FieldErrors } from '@/lib/api/form';
import type { PatientProfile } from '../api/patient-detail';
import { useUpdatePatientDetails } from '../api/patient-detail';
import {
  GENDER_LABELS, LANGUAGE_LABELS, MARITAL_LABELS, NATIONALITY_LABELS, OCCUPATION_LABELS, RELIGION_LABELS, TIME_ZONE_LABELS,
} from '../labels';
import {
  mapServerField, validateProfile, valuesFromProfile, PROFILE_FIELD_ORDER, type ProfileField, type ProfileValues,
} from '../profile-form';
import { Select } from '@/ui/Select/Select';
import { DateOfBirthFields, type DateParts } from '@/ui/DateOfBirthFields/DateOfBirthFields';
import * as s from '@/styles/form.css';

type Props = {
  uid: string;
  profile: PatientProfile | undefined;
  /** Called after a successful save (claims refresh, redirect back). */
  onSaved?: () => void | Promise<void>;
  /** "Today" for the date-of-birth choices (tests). */
  today?: Date;
};

const SERVER_FIELDS = [...PROFILE_FIELD_ORDER, 'dateOfBirth.year', 'dateOfBirth.month', 'dateOfBirth.day', 'timeZone'] as const;

/** Every profile field (spec 3), checked with the shared contract before it is sent. */
export function ProfileForm({ uid, profile, onSaved, today }: Props) {
  const { t, i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  const [values, setValues] = useState<ProfileValues>(() => valuesFromProfile(profile));
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useUpdatePatientDetails(uid);
  // oxlint-disable-next-line react/purity -- today's date when the form opens; tests pass `today`
  const now = useMemo(() => today ?? new Date(), [today]);
  // Edits not yet saved survive an app update's reload (issue 15): only the fields changed from the profile.
  const saved = useMemo(() => valuesFromProfile(profile), [profile]);
  useFormDraft('profile', values, (draft) => setValues((old) => ({ ...old, ...draft })), saved);

  const set = <K extends keyof ProfileValues>(key: K) => (value: ProfileValues[K]) => {
    setValues((old) => ({ ...old, [key]: value }));
    if (errors[key as ProfileField]) setErrors((old) => ({ ...old, [key]: undefined }));
  };
  const setDateOfBirth = (date: DateParts) => {
    setValues((old) => ({ ...old, ...date }));
    if (errors.dateOfBirth) setErrors((old) => ({ ...old, dateOfBirth: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = validateProfile(values, locale);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = PROFILE_FIELD_ORDER.find((f) => checked.errors[f]);
      if (first) document.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] select`)?.focus();
      return;
    }
    try {
      const res = await save.mutateAsync(checked.input);
      setErrors({});
      toast.success(res.message || t`Profile updated successfully.`);
      await onSaved?.();
    } catch (err) {
      const { fieldErrors } = requestErrors<string>(err, SERVER_FIELDS);
      const mapped: FieldErrors<ProfileField> = {};
      for (const [field, message] of Object.entries(fieldErrors)) {
        if (message) mapped[mapServerField(field)] ??= message;
      }
      setErrors(mapped);
      const failed = t`Failed to update profile. Please try again.`;
      setFormError(failed);
      toast.error(failed);
    }
  };

  const opt = <T extends string>(list: readonly T[], labels?: Record<T, { id: string }>) =>
    list.map((value) => ({ value, label: labels ? i18n._(labels[value]) : value }));

  // Appointment times are shown in this zone; one set elsewhere (not in the list) stays choosable.
  const zones: readonly string[] = PROFILE_TIME_ZONES;
  const zoneOptions = [
    ...(zones.includes(values.timeZone) ? [] : [{ value: values.timeZone, label: values.timeZone }]),
    ...opt(PROFILE_TIME_ZONES, TIME_ZONE_LABELS),
  ];

  return (
    <form className={s.form} noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t`Profile`}>
      <div className={s.grid2}>
        <div data-field="firstName"><TextInput label={t`First name`} name="firstName" required value={values.firstName}
          autoComplete="given-name" error={errors.firstName} onChange={(e) => set('firstName')(e.target.value)} /></div>
        <div data-field="middleName"><TextInput label={t`Middle name`} name="middleName" value={values.middleName}
          autoComplete="additional-name" error={errors.middleName} onChange={(e) => set('middleName')(e.target.value)} /></div>
        <div data-field="lastName"><TextInput label={t`Last name`} name="lastName" required value={values.lastName}
          autoComplete="family-name" error={errors.lastName} onChange={(e) => set('lastName')(e.target.value)} /></div>
        <TextInput label={t`Email`} name="email" value={profile?.email ?? ''} readOnly hint={t`Your sign-in email cannot be changed here.`} />
      </div>
      <div className={s.grid2}>
        <div data-field="countryCode"><Select label={t`Country code`} name="countryCode" required value={values.countryCode}
          options={opt(COUNTRY_CODES)} error={errors.countryCode} onChange={set('countryCode')} /></div>
        <div data-field="phoneNumber"><TextInput label={t`Phone number`} name="phoneNumber" required type="tel" inputMode="numeric"
          autoComplete="tel-national" value={values.phoneNumber} error={errors.phoneNumber}
          onChange={(e) => set('phoneNumber')(e.target.value)} /></div>
      </div>
      <DateOfBirthFields value={{ year: values.year, month: values.month, day: values.day }} onChange={setDateOfBirth} now={now}
        error={errors.dateOfBirth} />
      <div className={s.grid2}>
        <div data-field="gender"><Select label={t`Gender`} name="gender" required value={values.gender} placeholder={t`Choose…`}
          options={opt(GENDERS, GENDER_LABELS)} error={errors.gender} onChange={set('gender')} /></div>
        <div data-field="bloodGroup"><Select label={t`Blood group`} name="bloodGroup" required value={values.bloodGroup} placeholder={t`Choose…`}
          options={opt(BLOOD_GROUPS)} error={errors.bloodGroup} onChange={set('bloodGroup')} /></div>
        <div data-field="maritalStatus"><Select label={t`Marital status`} name="maritalStatus" value={values.maritalStatus} placeholder={t`Choose…`}
          options={opt(MARITAL_STATUSES, MARITAL_LABELS)} error={errors.maritalStatus} onChange={set('maritalStatus')} /></div>
        <div data-field="religion"><Select label={t`Religion`} name="religion" value={values.religion} placeholder={t`Choose…`}
          options={opt(RELIGIONS, RELIGION_LABELS)} error={errors.religion} onChange={set('religion')} /></div>
        <div data-field="nationality"><Select label={t`Nationality`} name="nationality" value={values.nationality} placeholder={t`Choose…`}
          options={opt(NATIONALITIES, NATIONALITY_LABELS)} error={errors.nationality} onChange={set('nationality')} /></div>
        <div data-field="language"><Select label={t`Language`} name="language" value={values.language} placeholder={t`Choose…`}
          options={opt(LANGUAGES, LANGUAGE_LABELS)} error={errors.language} onChange={set('language')} /></div>
        <div data-field="occupation"><Select label={t`Occupation`} name="occupation" value={values.occupation} placeholder={t`Choose…`}
          options={opt(OCCUPATIONS, OCCUPATION_LABELS)} error={errors.occupation} onChange={set('occupation')} /></div>
      </div>
      <div className={s.grid2}>
        <div data-field="address"><TextInput label={t`Address`} name="address" value={values.address} autoComplete="street-address"
          error={errors.address} onChange={(e) => set('address')(e.target.value)} /></div>
        <div data-field="city"><TextInput label={t`City`} name="city" required value={values.city} list="profile-cities"
          hint={t`Pick from the list or type your own.`} error={errors.city} onChange={(e) => set('city')(e.target.value)} />
          <datalist id="profile-cities">
            {CITIES.map((city) => <option key={city} value={city}>{cityName(i18n, city)}</option>)}
          </datalist>
        </div>
        <div data-field="postalCode"><TextInput label={t`Postal code`} name="postalCode" inputMode="numeric" value={values.postalCode}
          autoComplete="postal-code" error={errors.postalCode} onChange={(e) => set('postalCode')(e.target.value)} /></div>
        <div data-field="timeZone"><Select label={t`Time zone`} name="timeZone" required value={values.timeZone}
          options={zoneOptions} error={errors.timeZone} onChange={set('timeZone')} /></div>
      </div>
      {formError ? <p className={s.formError} role="alert">{formError}</p> : null}
      <div className={s.row}>
        <Button type="submit" loading={save.isPending}>{t`Save profile`}</Button>
      </div>
    </form>
  );
}
