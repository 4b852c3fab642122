import * as s from './AuthCard.css';

/** A decorative tick (success) or exclamation mark (failure) in a circle. */
export function StateIcon({ kind }: { kind: 'success' | 'error' }) {
  return (
    <svg
      className={`${s.stateIcon} ${kind === 'success' ? s.iconSuccess : s.iconError}`}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" />
      {kind === 'success' ? <path d="m7.5 12.5 3 3 6-6.5" /> : <path d="M12 7v6m0 3.5v.5" />}
    </svg>
  );
}
