import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs } from '@/ui/Tabs/Tabs';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { ActivityList } from './ActivityList';
import * as s from './ActivityPanel.css';

export type ActivityTab = 'recent' | 'archived';

type Props = {
  uid: string;
  /** Home shows the first few with a link to the full list; the page shows all, paged. */
  variant: 'home' | 'page';
  tab?: ActivityTab;
  onTabChange?: (tab: ActivityTab) => void;
  /** Under the title: the date of the list when it is the copy kept on the device (offline). */
  notice?: ReactNode;
};

/** Recent and archived activity in two tabs. */
export function ActivityPanel({ uid, variant, tab, onTabChange, notice }: Props) {
  const { t } = useLingui();
  const page = variant === 'page';
  useDocumentTitle(page ? t`Recent activity` : undefined);
  const limit = page ? 10 : 5;
  const Heading = page ? 'h1' : 'h2';
  return (
    <section className={s.panel} aria-labelledby={`activity-title-${variant}`}>
      <div className={s.header}>
        <Heading id={`activity-title-${variant}`} className={page ? s.pageTitle : s.title}>
          <Trans>Recent activity</Trans>
        </Heading>
        {page ? null : (
          <Link to="/recent-activity" className={s.seeAll}>
            <Trans>See all activity</Trans>
          </Link>
        )}
      </div>
      {notice}
      <Tabs
        aria-label={t`Activity`}
        value={tab}
        onChange={(id) => onTabChange?.(id as ActivityTab)}
        items={[
          { id: 'recent', label: t`Recent`, content: <ActivityList uid={uid} archived={false} limit={limit} paged={page} /> },
          { id: 'archived', label: t`Archived`, content: <ActivityList uid={uid} archived limit={limit} paged={page} /> },
        ]}
      />
    </section>
  );
}
