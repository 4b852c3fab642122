import { Trans } from '@lingui/react/macro';
import { Button } from '../Button/Button';
import * as s from './QueryError.css';

export type QueryErrorProps = {
  /** What went wrong, already worded (the API client's `errorText(error)`). */
  message: string;
  onRetry: () => void;
  retrying?: boolean;
};

/** A failed request: its message and a "Try again" button. */
export function QueryError({ message, onRetry, retrying = false }: QueryErrorProps) {
  return (
    <div className={s.root} role="alert">
      <p className={s.text}>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry} loading={retrying}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
