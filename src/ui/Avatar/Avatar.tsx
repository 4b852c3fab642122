import { useState } from 'react';
import * as styles from './Avatar.css';

export type AvatarSize = keyof typeof styles.size;

export type AvatarProps = {
  /** Picture URL; missing, empty or failing to load → initials on a coloured circle. */
  src?: string | null;
  /** Person's name: gives the initials, the colour and the accessible name. */
  name: string;
  size?: AvatarSize;
  /** Hide from assistive technology when the name is printed next to it. */
  decorative?: boolean;
  className?: string;
};

// One segmenter for every avatar: creating an Intl object costs milliseconds on a slow phone.
let segmenter: Intl.Segmenter | null | undefined;

function graphemes(text: string): string[] {
  // Latin letters need no segmenter (and making one is what costs).
  if (/^[\x20-\x7e]*$/.test(text)) return Array.from(text);
  segmenter ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/** First letter of a word; a Devanagari conjunct stays whole, a trailing vowel sign is dropped. */
function initial(word: string): string {
  const first = graphemes(word)[0] ?? '';
  return first.replace(/\p{M}+$/u, '') || first;
}

/** Up to two initials: first letter of the first and of the last word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .filter((word): word is string => Boolean(word))
    .map(initial)
    .join('')
    .toLocaleUpperCase();
}

export function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return styles.palette[hash % styles.palette.length] ?? styles.palette[0];
}

/** A person's picture, falling back to coloured initials when there is none or it fails. */
export function Avatar({ src, name, size = 'md', decorative = false, className }: AvatarProps) {
  // Remember which URL failed, so a new URL gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const classes = [styles.root, styles.size[size], !showImage && styles.fallback, className].filter(Boolean).join(' ');

  if (showImage && src) {
    return (
      <span className={classes} data-avatar="image">
        <img
          className={styles.image}
          src={src}
          alt={decorative ? '' : name}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      </span>
    );
  }
  return (
    <span
      className={classes}
      style={{ background: colourFor(name) }}
      data-avatar="fallback"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
