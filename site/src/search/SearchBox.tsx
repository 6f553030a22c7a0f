import { useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { EmptyIcon, SearchIcon } from '../components/icons';
import { useLocale, useMessages } from '../i18n/useLocale';
import type { SearchResult } from './engine';
import { useSearchShortcut } from './useSearchShortcut';
import './SearchBox.css';

type Engine = typeof import('./engine');

/**
 * The title search of the top bar: a combobox whose listbox is exactly as wide as the input.
 * The index (minisearch and the API names) loads on first focus, keeping it out of the first paint.
 */
export function SearchBox() {
  const locale = useLocale();
  const messages = useMessages();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [engine, setEngine] = useState<Engine | null>(null);
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(0);

  useSearchShortcut(inputRef);

  const loadEngine = () => {
    if (!engine) void import('./engine').then(setEngine);
  };

  const results: SearchResult[] = engine && query.trim() ? engine.search(query, locale) : [];
  const open = focused && !dismissed && query.trim() !== '' && engine !== null;
  const expanded = open && results.length > 0;
  const activeIndex = Math.min(active, results.length - 1);

  // A new query starts again at the first result.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is the trigger
  useEffect(() => setActive(0), [query]);

  const go = (result: SearchResult | undefined) => {
    if (!result) return;
    setQuery('');
    inputRef.current?.blur();
    const [to, hash] = result.path.split('#');
    void navigate({ to, hash });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setDismissed(false);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      if (expanded) {
        event.preventDefault();
        go(results[activeIndex]);
      }
    } else if (event.key === 'Escape') {
      // First Escape closes the list, the next one leaves the box.
      if (open) setDismissed(true);
      else inputRef.current?.blur();
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;

  // Keep the active option visible while arrowing through a long list.
  useEffect(() => {
    if (expanded) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  return (
    <div className="search-box">
      <SearchIcon className="search-box-icon" />
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        className="search-box-input"
        placeholder={messages.search}
        aria-label={messages.searchLabel}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? optionId(activeIndex) : undefined}
        aria-keyshortcuts="/ Control+K Meta+K"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setDismissed(false);
          loadEngine();
        }}
        onFocus={() => {
          setFocused(true);
          loadEngine();
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
      />
      <span className="search-box-hint" aria-hidden="true">
        /
      </span>
      <div className="search-box-popup" hidden={!open}>
        <div
          id={listId}
          role="listbox"
          aria-label={messages.searchLabel}
          className="search-box-list"
          hidden={!expanded}
        >
          {expanded &&
            results.map((result, i) => (
              <div
                key={result.id}
                id={optionId(i)}
                role="option"
                // Options are reached through aria-activedescendant, never by Tab.
                tabIndex={-1}
                aria-selected={i === activeIndex}
                className="search-box-option"
                // mousedown, not click: the input's blur would otherwise close the list first
                onMouseDown={(event) => {
                  event.preventDefault();
                  go(result);
                }}
                onMouseMove={() => setActive(i)}
              >
                <span className="search-box-option-title">{result.title}</span>
                {result.parent && <span className="search-box-option-parent">{result.parent}</span>}
              </div>
            ))}
        </div>
        {open && results.length === 0 && (
          <div className="search-box-empty">
            <EmptyIcon />
            <span>{messages.searchNoResults}</span>
          </div>
        )}
      </div>
      <span className="visually-hidden" role="status" aria-live="polite">
        {open ? (results.length ? messages.searchResults(results.length) : messages.searchNoResults) : ''}
      </span>
    </div>
  );
}
