import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, useLayoutEffect } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SEARCH_DEBOUNCE_MS } from '@contracts/options';
import { Avatar } from '@/ui/Avatar/Avatar';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden';
import { errorText } from '@/lib/api/api-client';
import { MEDIA } from '@/lib/hooks/breakpoints';
import { useDismiss } from '@/lib/hooks/use-dismiss';
import { useMediaQuery } from '@/lib/hooks/use-media-query';
import { useDoctorSearch } from '@/lib/domain/doctor-search';
import { cleanSearchText, limitSearchText, sanitizeSearchInput, searchTerm } from '../search-text';
import { useDebouncedValue } from '../use-debounced-value';
import * as s from './SearchBox.css';
import { SEARCH_INPUT_ATTRIBUTES, SearchIcon } from './search-parts';
import { displayDoctorName } from '@contracts/doctor-name';
import type { Locale } from '@/lib/i18n/i18n';

/**
 * The top bar's doctor search (spec 4 and 5), a combobox with a listbox popup.
 * - Wide screens: an input in the bar that keeps only letters, digits, spaces and periods (25 max).
 *   Small screens: a search icon that opens the popup with its own input (length limited to 25).
 * - 500 ms after the last keystroke the trimmed text is searched, only when it is not empty.
 * - The popup opens when text is typed or the icon is tapped; it closes on Enter or a press outside
 *   (and on Escape). Arrow keys move through the matches; Enter opens the highlighted doctor, or
 *   /find/doctors?query=… (plain /find/doctors when the box is empty).
 */
export type SearchBoxFullProps = {
  /** What was typed into the first screen's light box before this loaded. */
  initialText?: string;
  /** Open at once (the phone's search icon was tapped). */
  initialOpen?: boolean;
  /** Which of its controls had the focus in the light box: it moves to the same control here. */
  focus?: 'input' | 'icon' | 'trigger' | null;
};

export function SearchBoxFull({ initialText = '', initialOpen = false, focus = null }: SearchBoxFullProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const id = useId();
  const wide = useMediaQuery(MEDIA.wideBar);
  // What the light box held is cleaned by the same rule (it cleans as it is typed, but a key may
  // land between its last input event and this render).
  const [text, setText] = useState(() => (wide ? cleanSearchText : limitSearchText)(initialText));
  const [open, setOpen] = useState(initialOpen || initialText !== '');
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const iconRef = useRef<HTMLButtonElement>(null);

  const typed = searchTerm(text);
  // Text typed into the light box waits for the same pause as text typed here (the first letters
  // may be all it had when this took over).
  const term = searchTerm(useDebouncedValue(text, SEARCH_DEBOUNCE_MS, ''));
  const search = useDoctorSearch(term);
  const settled = typed === term && !search.isPlaceholderData;
  const results = typed !== '' && search.data ? search.data : [];
  const activeOption = active >= 0 && active < results.length ? active : -1;

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  useDismiss(open, close, rootRef, wide ? inputRef : triggerRef);

  // The mobile popup opens with its input focused (before the browser paints: the next key goes there).
  useLayoutEffect(() => {
    if (open && !wide) inputRef.current?.focus();
  }, [open, wide]);
  // Taking over from the light box: the focus (and the caret, at the end of what was typed) moves here.
  // Only when mounting: later renders leave the focus where the patient put it.
  useLayoutEffect(() => {
    const target = focus === 'input' ? inputRef.current : focus === 'icon' ? iconRef.current : focus === 'trigger' ? triggerRef.current : null;
    target?.focus();
    if (target instanceof HTMLInputElement) target.setSelectionRange(target.value.length, target.value.length);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- on mount only: `focus` is where the light box had it then
  }, []);

  useEffect(() => {
    if (activeOption >= 0) document.getElementById(`${id}-option-${activeOption}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption, id]);

  const change = (target: HTMLInputElement) => {
    setText(sanitizeSearchInput(target, wide ? cleanSearchText : limitSearchText));
    setActive(-1);
    setOpen(true);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    close();
    void navigate({ to: '/find/doctors', search: typed ? { query: typed } : {} });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (count) setActive(open ? (activeOption + 1) % count : 0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count) setActive(activeOption <= 0 ? count - 1 : activeOption - 1);
    } else if (event.key === 'Enter' && open && activeOption >= 0) {
      const doctor = results[activeOption];
      if (!doctor) return;
      event.preventDefault();
      close();
      void navigate({ to: '/find/doctors/$id', params: { id: doctor.id } });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open) {
        close();
        if (!wide) triggerRef.current?.focus();
      } else if (wide) setText('');
    }
  };

  const listboxId = `${id}-listbox`;
  const popupId = `${id}-popup`;
  const showList = open && results.length > 0;
  const count = results.length;

  let message: string | null = null;
  if (typed === '') message = t`Type a doctor's name or a specialization.`;
  else if (!settled && results.length === 0) message = t`Searching…`;
  else if (settled && search.isError) {
    const reason = errorText(search.error);
    message = t`Error: ${reason}`;
  }
  else if (settled && search.isSuccess && results.length === 0) message = t`No results found`;

  const input = (
    <input
      ref={inputRef}
      id={`${id}-input`}
      className={wide ? s.input : s.popupInput}
      {...SEARCH_INPUT_ATTRIBUTES}
      placeholder={t`Search doctors or specializations`}
      aria-expanded={showList}
      aria-controls={showList ? listboxId : undefined}
      aria-activedescendant={showList && activeOption >= 0 ? `${id}-option-${activeOption}` : undefined}
      value={text}
      onChange={(event) => change(event.currentTarget)}
      onKeyDown={onKeyDown}
    />
  );

  const field = (
    <form
      role="search"
      // Named: pages may have a search landmark of their own (the landing page does).
      aria-label={t`Search doctors`}
      className={wide ? s.field : s.popupField}
      action="/find/doctors"
      method="get"
      onSubmit={submit}
    >
      <label htmlFor={`${id}-input`} className={s.hiddenLabel}>
        <Trans>Search doctors</Trans>
      </label>
      {input}
      {wide ? (
        <button
          ref={iconRef}
          type="button"
          className={s.fieldIcon}
          aria-label={t`Show search results`}
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          onClick={() => {
            setOpen(true);
            inputRef.current?.focus();
          }}
        >
          <SearchIcon />
        </button>
      ) : null}
    </form>
  );

  return (
    // Leaving the search with Tab closes it, as a press outside does (useDismiss).
    <div ref={rootRef} className={s.root}>
      {wide ? (
        field
      ) : (
        <button
          ref={triggerRef}
          type="button"
          className={s.trigger}
          aria-label={t`Search doctors`}
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          onClick={() => (open ? close() : setOpen(true))}
        >
          <SearchIcon />
        </button>
      )}
      {open ? (
        <div id={popupId} className={wide ? s.popup : s.popupMobile}>
          {wide ? null : field}
          {message ? (
            <p className={search.isError && settled ? s.error : s.message}>{message}</p>
          ) : null}
          {showList ? (
            <div role="listbox" id={listboxId} aria-label={t`Matching doctors`} className={s.listbox} data-stale={!settled || undefined}>
              {results.map((doctor, index) => {
                const name = displayDoctorName(doctor, i18n.locale as Locale);
                const title = t`Dr. ${name}`;
                return (
                  <Link
                    key={doctor.id}
                    id={`${id}-option-${index}`}
                    role="option"
                    aria-selected={index === activeOption}
                    tabIndex={-1}
                    to="/find/doctors/$id"
                    params={{ id: doctor.id }}
                    className={s.option}
                    onClick={close}
                    onMouseMove={() => {
                      if (index !== activeOption) setActive(index);
                    }}
                  >
                    <Avatar src={doctor.profilePictureUrl} name={name} size="sm" decorative />
                    <span className={s.optionText}>
                      <span className={s.optionName}>{title}</span>
                      <span className={s.optionSpec}>{doctor.mainSpecialization}</span>
                    </span>
                  </Link>
                );
              })}
            </div>
          ) : null}
        </div>
      ) : null}
      <VisuallyHidden role="status">
        {open && typed !== '' && settled ? (
          search.isError ? (
            message
          ) : search.isSuccess ? (
            results.length === 0 ? (
              message
            ) : (
              <Plural value={count} one="# doctor found" other="# doctors found" />
            )
          ) : null
        ) : null}
      </VisuallyHidden>
    </div>
  );
}
