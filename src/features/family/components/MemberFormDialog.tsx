import { useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FamilyMember } from '@contracts/family';
import { RELATIONS } from '@contracts/record-options';
import { BLOOD_GROUPS, GENDERS } from '@contracts/person-options';
import { Button } from '@/ui/Button/Button';
import { DateOfBirthFields } from '@/ui/DateOfBirthFields/DateOfBirthFields';
import { Modal } from '@/ui/Modal/Modal';
import { Select } from '@/ui/Select/Select';
import { TextInput } from '@/ui/TextInput/TextInput';
import { toast } from '@/ui/toast';
import type { Locale } from '@/lib/i18n/i18n';
import { useFormDraft } from '@/lib/offline/drafts';
import { useSaveFamilyMember } from '../api/family-members';
import { GENDER_LABELS, RELATION_LABELS } from '@/lib/domain/person-labels';
import {
  MEMBER_FIELDS, memberRequest, memberServerErrors, memberValues, validateMember,
  type MemberErrors, type MemberFormValues,
} from '../member-form';
import { DoctorPicker } from './DoctorPicker';
import * as s from './FamilyPage.css';

type Props = { uid: string; member: FamilyMember | null; onClose: () => void };

/** Add (member null) or edit a family member, in a dialog. Mount it when it opens. */
export function MemberFormDialog({ uid, member, onClose }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [values, setValues] = useState<MemberFormValues>(() => memberValues(member));
  const [errors, setErrors] = useState<MemberErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveFamilyMember(uid);
  // Typed text survives an app update's reload, given back when this member's form opens again (issue 15).
  const [opened] = useState(() => textOf(memberValues(member)));
  useFormDraft(`family:${member?.id ?? 'new'}`, textOf(values), (draft) => setValues((old) => ({ ...old, ...draft })), opened);
  const set = (patch: Partial<MemberFormValues>) => {
    setValues((old) => ({ ...old, ...patch }));
    const edited = Object.keys(patch).map((key) => (key === 'doctor' ? 'doctorId' : key));
    setErrors((old) => {
      if (!edited.some((key) => key in old)) return old;
      const next = { ...old };
      for (const key of edited) delete next[key as keyof MemberErrors];
      return next;
    });
  };
  const [now] = useState(() => new Date());

  const focusFirst = (found: MemberErrors) => {
    const first = MEMBER_FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"], [data-field="${first}"] select`)?.focus();
  };

  const submit = () => {
    const body = memberRequest(values);
    const found = validateMember(body, i18n.locale as Locale);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    save.mutate(
      { id: member?.id ?? null, input: body },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          onClose();
        },
        onError: (err) => {
          const { fieldErrors, formError: message } = memberServerErrors(err);
          setErrors(fieldErrors);
          setFormError(message);
          focusFirst(fieldErrors);
        },
      },
    );
  };

  const text = (name: 'firstName' | 'lastName' | 'phone' | 'address') => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
  });

  return (
    <Modal
      open
      onClose={() => !save.isPending && onClose()}
      closeDisabled={save.isPending}
      title={member ? t`Edit family member` : t`Add family member`}
      footer={
        <div className={s.footer}>
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={`${id}-form`} loading={save.isPending}>
            {member ? <Trans>Save changes</Trans> : <Trans>Add member</Trans>}
          </Button>
        </div>
      }
    >
      <form
        id={`${id}-form`}
        ref={formRef}
        className={s.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {formError ? (
          <p className={s.alert} role="alert">
            {formError}
          </p>
        ) : null}
        <div className={s.grid2}>
          <TextInput label={t`First name`} required autoComplete="off" data-autofocus {...text('firstName')} />
          <TextInput label={t`Last name`} required autoComplete="off" {...text('lastName')} />
        </div>
        <div className={s.grid2}>
          <Select
            label={t`Relationship`}
            name="relation"
            required
            value={values.relation}
            placeholder={t`Choose…`}
            options={RELATIONS.map((r) => ({ value: r, label: i18n._(RELATION_LABELS[r]) }))}
            onChange={(relation) => set({ relation: relation as MemberFormValues['relation'] })}
            error={errors.relation}
          />
          <Select
            label={t`Gender`}
            name="gender"
            required
            value={values.gender}
            placeholder={t`Choose…`}
            options={GENDERS.map((g) => ({ value: g, label: i18n._(GENDER_LABELS[g]) }))}
            onChange={(gender) => set({ gender: gender as MemberFormValues['gender'] })}
            error={errors.gender}
          />
          <Select
            label={t`Blood group (optional)`}
            name="bloodGroup"
            value={values.bloodGroup}
            placeholder={t`Not known`}
            options={BLOOD_GROUPS.map((g) => ({ value: g, label: g }))}
            onChange={(bloodGroup) => set({ bloodGroup: bloodGroup as MemberFormValues['bloodGroup'] })}
            error={errors.bloodGroup}
          />
        </div>
        <DateOfBirthFields optional value={values.dateOfBirth} onChange={(dateOfBirth) => set({ dateOfBirth })} now={now} error={errors.dateOfBirth} />
        <TextInput label={t`Phone number (optional)`} type="tel" inputMode="numeric" autoComplete="off" {...text('phone')} />
        <TextInput label={t`Address (optional)`} autoComplete="off" maxLength={200} {...text('address')} />
        <DoctorPicker value={values.doctor} onChange={(doctor) => set({ doctor })} error={errors.doctorId} />
      </form>
    </Modal>
  );
}

/** The free-text fields of the form (what a draft keeps). */
function textOf(v: MemberFormValues) {
  return { firstName: v.firstName, lastName: v.lastName, phone: v.phone, address: v.address };
}
