import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import * as styles from './Tabs.css';

export type TabItem = {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
};

export type TabsProps = {
  items: TabItem[];
  /** Controlled selected tab id. */
  value?: string;
  /** Initial tab id when uncontrolled (defaults to the first enabled tab). */
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** Accessible name of the tab list (or use `aria-labelledby`). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
};

/**
 * WAI-ARIA tabs with automatic activation: Left/Right arrows (wrapping), Home and End move
 * and select; only the selected tab is in the Tab order (roving tabindex).
 */
export function Tabs({ items, value, defaultValue, onChange, className, ...labelling }: TabsProps) {
  const baseId = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.id;
  const [internal, setInternal] = useState(defaultValue ?? firstEnabled);
  // Fall back to the first enabled tab if the chosen id is not (or no longer) in the list.
  const wanted = value ?? internal;
  const selected = items.some((item) => item.id === wanted && !item.disabled) ? wanted : firstEnabled;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  useScrollHint(listRef);

  const select = (id: string) => {
    if (value === undefined) setInternal(id);
    if (id !== selected) onChange?.(id);
  };

  const enabled = items.filter((item) => !item.disabled);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, id: string) => {
    const index = enabled.findIndex((item) => item.id === id);
    let next: TabItem | undefined;
    switch (event.key) {
      case 'ArrowRight':
        next = enabled[(index + 1) % enabled.length];
        break;
      case 'ArrowLeft':
        next = enabled[(index - 1 + enabled.length) % enabled.length];
        break;
      case 'Home':
        next = enabled[0];
        break;
      case 'End':
        next = enabled[enabled.length - 1];
        break;
      default:
        return;
    }
    event.preventDefault();
    if (!next) return;
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  const active = items.find((item) => item.id === selected);

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <div ref={listRef} role="tablist" aria-orientation="horizontal" className={styles.list} {...labelling}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(item.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              className={styles.tab}
              onClick={() => select(item.id)}
              onKeyDown={(event) => onKeyDown(event, item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active ? (
        <div
          role="tabpanel"
          id={panelId(active.id)}
          aria-labelledby={tabId(active.id)}
          tabIndex={0}
          className={styles.panel}
        >
          {active.content}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Marks a scrolling strip whose tabs go past an edge (`data-more="start"`, `"end"` or `"both"`), so its
 * CSS fades that edge: on a phone a tab cut off with no hint is a tab nobody finds.
 */
function useScrollHint(ref: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const update = () => {
      const start = list.scrollLeft > 1;
      const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      const more = start && end ? 'both' : start ? 'start' : end ? 'end' : null;
      if (more) list.dataset['more'] = more;
      else delete list.dataset['more'];
    };
    list.addEventListener('scroll', update, { passive: true });
    // The observer's first call comes after layout: read here, the sizes would force one mid-render.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (observer) observer.observe(list);
    else update();
    return () => {
      list.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
}
