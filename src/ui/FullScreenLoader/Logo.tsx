/** The Swasthya mark: a heart with a cross, in the primary colour. Decorative. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M24 43s-16-9.6-16-22.2C8 14.3 12.6 10 18 10c2.7 0 4.9 1.2 6 3.2C25.1 11.2 27.3 10 30 10c5.4 0 10 4.3 10 10.8C40 33.4 24 43 24 43z"
      />
      <path fill="#ffffff" d="M21.5 17h5v5.5H32v5h-5.5V33h-5v-5.5H16v-5h5.5z" />
    </svg>
  );
}
