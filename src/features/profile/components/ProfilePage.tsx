import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { errorText } from '@/lib/api/api-client';
import { Button, Skeleton } from '@/ui';
import { useAuth } from '@/lib/auth/auth-provider';
import { usePatientProfile } from '@/lib/domain/patient-profile';
import { PhoneVerification } from './PhoneVerification';
import { ProfileForm } from './ProfileForm';
import { ProfilePicture } from './ProfilePicture';
import * as s from '@/styles/form.css';

/** /settings/profile: picture, every profile field, phone verification. `redirectTo` is already safe. */
export function ProfilePage({ redirectTo }: { redirectTo?: string | undefined }) {
  const { t } = useLingui();
  const { user, refreshClaims } = useAuth();
  const uid = user?.uid ?? '';
  const router = useRouter();
  const profile = usePatientProfile(uid, { fresh: true });

  const onSaved = async () => {
    await refreshClaims().catch(() => undefined);
    if (redirectTo) router.history.push(redirectTo);
  };

  if (!profile.data && profile.isError) {
    return (
      <div className={s.card} role="alert">
        <p className={s.fieldError}>{errorText(profile.error)}</p>
        <div><Button variant="secondary" onClick={() => void profile.refetch()}>{t`Try again`}</Button></div>
      </div>
    );
  }
  if (!profile.data || !profile.ready) return <Skeleton height="320px" />;
  const data = profile.data;
  const name = `${data.firstName} ${data.lastName}`.trim();
  return (
    <div className={s.page}>
      {redirectTo ? <p className={s.lead}>{t`Complete your profile to continue booking.`}</p> : null}
      <ProfilePicture uid={uid} name={name} pictureUrl={data.profilePictureUrl} />
      <section className={s.card} aria-labelledby="profile-details-title">
        <h2 id="profile-details-title" className={s.sectionTitle}>{t`Personal details`}</h2>
        <ProfileForm key={data.id} uid={uid} profile={data} onSaved={onSaved} />
      </section>
      <PhoneVerification uid={uid} profile={data} />
    </div>
  );
}
