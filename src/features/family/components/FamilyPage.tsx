import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FamilyMember } from '@contracts/family';
import { Button } from '@/ui/Button/Button';
import { EmptyState } from '@/ui/EmptyState/EmptyState';
import { Modal } from '@/ui/Modal/Modal';
import { QueryError } from '@/ui/QueryError/QueryError';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { toast } from '@/ui/toast';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden';
import { errorText } from '@/lib/api/api-client';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { useFamilyMembers, useRemoveFamilyMember } from '../api/family-members';
import { MemberCard } from './MemberCard';
import { MemberFormDialog } from './MemberFormDialog';
import * as s from './FamilyPage.css';

type Editing = { member: FamilyMember | null } | null;

/** /family: the patient's family members; add, edit and remove (with a confirmation). */
export function FamilyPage({ uid }: { uid: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Family members`);
  const { data, isPending, isError, error, refetch, isFetching } = useFamilyMembers(uid);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<FamilyMember | null>(null);
  const remove = useRemoveFamilyMember(uid);
  const add = () => setEditing({ member: null });

  let content;
  if (isPending) {
    content = (
      <div aria-busy="true">
        <VisuallyHidden role="status">
          <Trans>Loading family members…</Trans>
        </VisuallyHidden>
        <ul className={s.list} aria-hidden="true">
          {Array.from({ length: 2 }, (_, i) => (
            <li key={i} className={s.card}>
              <Skeleton width="60%" height="1.25em" />
              <Skeleton lines={3} />
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (isError && !data) {
    content = (
      <QueryError error={error} onRetry={() => void refetch()} retrying={isFetching} />
    );
  } else if (data.length === 0) {
    content = (
      <EmptyState
        title={<Trans>No family members yet</Trans>}
        message={<Trans>Add the people you book appointments for: their details are filled in for you when you book.</Trans>}
        action={<Button onClick={add}><Trans>Add family member</Trans></Button>}
      />
    );
  } else {
    content = (
      <ul className={s.list}>
        {data.map((member) => (
          <li key={member.id}>
            <MemberCard member={member} onEdit={() => setEditing({ member })} onRemove={() => setRemoving(member)} />
          </li>
        ))}
      </ul>
    );
  }

  const removingName = removing?.name ?? '';
  return (
    <div className={s.page}>
      <div className={s.header}>
        <div>
          <h1 className={s.title}>
            <Trans>Family members</Trans>
          </h1>
          <p className={s.lead}>
            <Trans>Book appointments for the people you care for.</Trans>
          </p>
        </div>
        {data && data.length > 0 ? (
          <Button onClick={add}>
            <Trans>Add family member</Trans>
          </Button>
        ) : null}
      </div>
      {content}
      {editing ? <MemberFormDialog uid={uid} member={editing.member} onClose={() => setEditing(null)} /> : null}
      <Modal
        open={removing !== null}
        onClose={() => !remove.isPending && setRemoving(null)}
        closeDisabled={remove.isPending}
        size="sm"
        title={t`Remove ${removingName}?`}
        footer={
          <div className={s.footer}>
            <Button variant="secondary" onClick={() => setRemoving(null)} disabled={remove.isPending}>
              <Trans>Keep</Trans>
            </Button>
            <Button
              variant="destructive"
              loading={remove.isPending}
              onClick={() => {
                if (!removing) return;
                remove.mutate(removing.id, {
                  onSuccess: (res) => {
                    toast.success(res.message);
                    setRemoving(null);
                  },
                  onError: (err) => toast.error(errorText(err)),
                });
              }}
            >
              <Trans>Remove</Trans>
            </Button>
          </div>
        }
      >
        <p className={s.text}>
          <Trans>They will no longer be offered when you book. Their past appointments keep their details.</Trans>
        </p>
      </Modal>
    </div>
  );
}
