import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { useSplitView } from '../layout';
import { ThreadList } from './ThreadList';
import * as s from './Messages.css';

/** /messages itself: the list on small screens; beside the list on large ones, a hint to pick one. */
export function MessagesHome({ uid }: { uid: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Messages`);
  if (!useSplitView()) return <ThreadList uid={uid} />;
  return (
    <section className={`${s.panel} ${s.placeholder}`} aria-label={t`Conversation`}>
      <p className={s.muted}>
        <Trans>Choose a conversation to read and reply.</Trans>
      </p>
    </section>
  );
}
