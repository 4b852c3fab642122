import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar } from '@/ui/Avatar/Avatar';
import { Button } from '@/ui/Button/Button';
import { errorText } from '@/lib/api/api-client';
import { useOpenThread, type ChatDoctor } from '../api/threads';
import { doctorFullName } from '../labels';
import type { Locale } from '@/lib/i18n/i18n';
import * as s from './Messages.css';

/** Doctors the patient has seen but not written to yet: one button each opens the conversation. */
export function StartConversation({ uid, doctors }: { uid: string; doctors: ChatDoctor[] }) {
  const { t, i18n } = useLingui();
  const open = useOpenThread(uid);
  const navigate = useNavigate();
  return (
    <section className={s.threads} aria-labelledby="start-conversation-title">
      <h3 id="start-conversation-title" className={s.panelTitle}>
        <Trans>Start a conversation</Trans>
      </h3>
      <ul className={s.threads}>
        {doctors.map((doctor) => {
          const name = doctorFullName(doctor, i18n.locale as Locale);
          return (
            <li key={doctor.id} className={s.doctorRow}>
              <Avatar src={doctor.profilePictureUrl} name={name} size="sm" decorative />
              <span className={s.threadText}>
                <span className={s.threadName}>{t`Dr. ${name}`}</span>
                <span className={s.muted}>{doctor.specialization}</span>
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-label={t`Message Dr. ${name}`}
                loading={open.isPending && open.variables === doctor.id}
                // Not mutate()'s own onSuccess: opening the thread takes this doctor off the list, and a
                // callback given to mutate() is dropped once its component is gone, so the patient stayed here.
                onClick={() =>
                  void open.mutateAsync(doctor.id).then(
                    (thread) => navigate({ to: '/messages/$threadId', params: { threadId: thread.id } }),
                    () => undefined, // shown below (open.isError)
                  )}
              >
                <Trans>Message</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
      {open.isError ? <p className={s.fieldError} role="alert">{errorText(open.error)}</p> : null}
    </section>
  );
}
