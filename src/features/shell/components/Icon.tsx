// Draws one of ./icons (24 × 24, stroked in the text colour). Decorative: every control that shows
// one also has a text label or an aria-label.
import type * as icons from './icons';

/** One of the outlines in ./icons. */
export type IconPath = (typeof icons)[keyof typeof icons];

export function Icon({ d, className, size = 24 }: { d: IconPath; className?: string; size?: number }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
