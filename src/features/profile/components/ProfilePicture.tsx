import { useRef, useState, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { profilePictureProblem } from '@contracts/settings';
import { translateMessage } from '@/lib/i18n/i18n';
import { errorText } from '@/lib/api/api-client';
import { Avatar, Button, toast } from '@/ui';
import { asLocale } from '@/lib/api/form';
import { useProfilePictureUrl, useRemoveProfilePicture, useUploadProfilePicture } from '../api/profile-picture';
import * as s from '@/styles/form.css';

type Props = {
  uid: string;
  name: string;
  pictureUrl: string | null | undefined;
};

/** Upload (jpg, jpeg, png ≤ 3 MB, checked here and on the server), preview and removal. */
export function ProfilePicture({ uid, name, pictureUrl }: Props) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const src = useProfilePictureUrl(uid, pictureUrl);
  const upload = useUploadProfilePicture(uid);
  const remove = useRemoveProfilePicture(uid);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const issue = profilePictureProblem(file);
    if (issue) {
      const text = translateMessage(issue, asLocale(i18n.locale));
      setProblem(text);
      toast.error(text);
      return;
    }
    setProblem(null);
    try {
      const res = await upload.mutateAsync(file);
      toast.success(res.message || t`Your profile picture has been updated.`);
    } catch (err) {
      const text = errorText(err);
      setProblem(text);
      toast.error(text);
    }
  };

  const onRemove = async () => {
    setProblem(null);
    try {
      const res = await remove.mutateAsync();
      toast.success(res.message || t`Your profile picture has been removed.`);
    } catch (err) {
      toast.error(errorText(err));
    }
  };

  return (
    <section className={s.card} aria-labelledby="profile-picture-title">
      <h2 id="profile-picture-title" className={s.sectionTitle}>{t`Profile picture`}</h2>
      <div className={s.row}>
        <span data-testid="profile-picture">
          <Avatar src={src} name={name || t`Patient`} size="lg" />
        </span>
        <input ref={input} type="file" accept=".jpg,.jpeg,.png,image/jpeg,image/png" hidden
          aria-label={t`Choose a picture`} data-testid="profile-picture-input" onChange={(e) => void onPick(e)} />
        <Button variant="secondary" loading={upload.isPending} onClick={() => input.current?.click()}>
          {pictureUrl ? t`Change picture` : t`Upload picture`}
        </Button>
        {pictureUrl ? (
          <Button variant="ghost" loading={remove.isPending} onClick={() => void onRemove()}>{t`Remove picture`}</Button>
        ) : null}
      </div>
      <p className={s.hint}>{t`JPG, JPEG or PNG, at most 3 MB.`}</p>
      {problem ? <p className={s.fieldError} role="alert">{problem}</p> : null}
    </section>
  );
}
