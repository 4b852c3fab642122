import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/Button/Button';
import { errorText } from '../../../lib/api-client';
import * as s from './Dashboard.css';

/** A failed request: the spec's error text and a retry button. */
export function QueryError({ error, onRetry, retrying = false }: { error: unknown; onRetry: () => void; retrying?: boolean }) {
  return (
    <div className={s.errorBox} role="alert">
      <p className={s.text}>{errorText(error)}</p>
      <Button variant="outline" size="sm" onClick={onRetry} loading={retrying}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
