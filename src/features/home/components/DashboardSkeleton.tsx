import { Trans } from '@lingui/react/macro';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden';
import * as s from './Dashboard.css';

/** While the signed-in home's code or session loads. */
export function DashboardSkeleton() {
  return (
    <div className={s.page} aria-busy="true">
      <VisuallyHidden role="status">
        <Trans>Loading your home page…</Trans>
      </VisuallyHidden>
      <div aria-hidden="true">
        <Skeleton width="40%" height="2em" />
      </div>
      <div className={s.columns} aria-hidden="true">
        <div className={s.card}>
          <Skeleton lines={4} />
        </div>
        <div className={s.card}>
          <Skeleton lines={4} />
        </div>
      </div>
    </div>
  );
}
