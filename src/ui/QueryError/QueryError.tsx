import { Trans } from '@lingui/react/macro';
import { errorText } from '@/lib/api/api-client';
import { Button } from '../Button/Button';
import * as s from './QueryError.css';

export type QueryErrorProps = {
  /** The failed request's error, worded by the spec's error text rule (the API client's `errorText`). */
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
};

/** A failed request: its message and a "Try again" button. */
export function QueryError({ error, onRetry, retrying = false }: QueryErrorProps) {
  return (
    <div className={s.root} role="alert">
      <p className={s.text}>{errorText(error)}</p>
      <Button variant="outline" size="sm" onClick={onRetry} loading={retrying}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
