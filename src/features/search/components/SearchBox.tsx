// The top bar's doctor search on the first screen is a light box that looks and types like the
// real one (SearchBoxFull); the combobox, its query and its results load when someone reaches for
// it (a pointer over it, focus, a tap), so a guest who never searches does not download them.
// The light box stays until the full one has loaded, which then takes over what was typed and the focus.
// Both are read when the full box renders, not when its code arrives: a key pressed in between (React
// renders a task later) still lands in the light box, and would be lost.
import { useId, useRef, useState, type ComponentType } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MEDIA } from '@/lib/hooks/breakpoints';
import { useMediaQuery } from '@/lib/hooks/use-media-query';
import { withFullCatalog } from '@/lib/i18n/i18n';
import { SEARCH_INPUT_ATTRIBUTES, SearchIcon } from './search-parts';
import { sanitizeSearchInput } from '../search-text';
import type { SearchBoxFullProps } from './SearchBoxFull';
import * as s from './SearchBox.css';

const loadFull = () => withFullCatalog(import('./SearchBoxFull')).then((m) => m.SearchBoxFull);

/** The full box, and how to read the light box's state (its text, focus) when it takes over. */
type Loaded = { Full: ComponentType<SearchBoxFullProps>; props: () => SearchBoxFullProps };

export function SearchBox() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // Read once, in the render that replaces the light box (it is still in the page then).
  const handOver = useRef<SearchBoxFullProps | null>(null);
  if (loaded) {
    handOver.current ??= loaded.props();
    // oxlint-disable-next-line react/refs -- read once, in the render that swaps the light box for the full one (its text and focus are still in the page then)
    return <loaded.Full {...handOver.current} />;
  }
  return <SearchBoxLight onLoaded={setLoaded} />;
}

/** The same markup as SearchBoxFull's closed state. */
function SearchBoxLight({ onLoaded }: { onLoaded: (loaded: Loaded) => void }) {
  const { t } = useLingui();
  const id = useId();
  const wide = useMediaQuery(MEDIA.wideBar);
  const inputRef = useRef<HTMLInputElement>(null);
  const iconRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wantsOpen = useRef(false);
  const started = useRef(false);

  const load = () => {
    if (started.current) return;
    started.current = true;
    loadFull().then(
      (Full) => {
        // The focus goes to the same control in the full box (the input, when it was asked to open).
        const props = (): SearchBoxFullProps => {
          const active = document.activeElement;
          const focus = wantsOpen.current || active === inputRef.current ? 'input' : active === iconRef.current ? 'icon' : active === triggerRef.current ? 'trigger' : null;
          return { initialText: inputRef.current?.value ?? '', initialOpen: wantsOpen.current, focus };
        };
        onLoaded({ Full, props });
      },
      () => {
        // Offline with no copy of the chunk: the light box's form still searches by submitting.
        started.current = false;
      },
    );
  };
  const open = () => {
    wantsOpen.current = true;
    load();
  };

  if (!wide) {
    return (
      <div className={s.root}>
        <button ref={triggerRef} type="button" className={s.trigger} aria-label={t`Search doctors`} aria-expanded={false} onPointerEnter={load} onClick={open}>
          <SearchIcon />
        </button>
      </div>
    );
  }
  return (
    <div className={s.root}>
      {/* Enter before the full box is in: the form's own GET opens /find/doctors?query=…, as a link would. */}
      <form role="search" aria-label={t`Search doctors`} className={s.field} action="/find/doctors" method="get">
        <label htmlFor={`${id}-input`} className={s.hiddenLabel}>
          <Trans>Search doctors</Trans>
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          name="query"
          className={s.input}
          {...SEARCH_INPUT_ATTRIBUTES}
          placeholder={t`Search doctors or specializations`}
          aria-expanded={false}
          onPointerEnter={load}
          onFocus={load}
          onInput={(event) => {
            // The same rule as the full box (spec 5), applied as each character is typed.
            sanitizeSearchInput(event.currentTarget);
            load();
          }}
        />
        <button ref={iconRef} type="button" className={s.fieldIcon} aria-label={t`Show search results`} aria-expanded={false} onPointerEnter={load} onClick={open}>
          <SearchIcon />
        </button>
      </form>
    </div>
  );
}
