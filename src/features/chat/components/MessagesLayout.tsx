import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSplitView } from '../layout';
import { ThreadList } from './ThreadList';
import * as s from './Messages.css';

type Props = { uid: string; activeThreadId: string | undefined; children: ReactNode };

/**
 * /messages and /messages/<thread>: on large screens the conversations beside the open one; on
 * small screens one at a time (the list at /messages, a conversation at /messages/<thread>).
 */
export function MessagesLayout({ uid, activeThreadId, children }: Props) {
  const split = useSplitView();
  return (
    <div className={s.page}>
      <h1 className={s.title}>
        <Trans>Messages</Trans>
      </h1>
      {split ? (
        <div className={s.split}>
          <ThreadList uid={uid} activeThreadId={activeThreadId} />
          {children}
        </div>
      ) : (
        children
      )}
    </div>
  );
}
