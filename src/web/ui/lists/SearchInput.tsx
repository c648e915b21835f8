/**
 * The list search box: what is typed is trimmed and sent 300 ms after the last key (the original client's
 * debounce); Escape clears it and '/' anywhere on the page focuses it.
 */
import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { IconButton, InputAdornment, type SxProps, TextField, type Theme } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { LIST_SEARCH_DEBOUNCE_MS } from './listConfig';

export interface SearchInputProps {
  /** The search in force (already trimmed). */
  value: string;
  /** Called with the trimmed text, once typing pauses for `delay` ms. */
  onSearch: (text: string) => void;
  label?: string;
  placeholder?: string;
  delay?: number;
  /** Focus the box when '/' is pressed outside a field. */
  focusShortcut?: boolean;
  sx?: SxProps<Theme>;
}

function typingInAField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function SearchInput({
  value,
  onSearch,
  label,
  placeholder,
  delay = LIST_SEARCH_DEBOUNCE_MS,
  focusShortcut = true,
  sx,
}: SearchInputProps) {
  const translate = useTranslate();
  const [text, setText] = useState(value);
  const inputRef = useRef<HTMLInputElement>(null);
  const sent = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // A search changed elsewhere (filters cleared, stored state restored) shows in the box.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = trimmed;
      onSearchRef.current(trimmed);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, delay]);

  useEffect(() => {
    if (!focusShortcut) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingInAField(event.target) || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [focusShortcut]);

  const clear = () => {
    setText('');
    inputRef.current?.focus();
  };

  return (
    <TextField
      inputRef={inputRef}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && text) {
          event.stopPropagation();
          clear();
        }
      }}
      size="small"
      type="search"
      label={label ?? translate('app.lists.search.label')}
      placeholder={placeholder ?? translate('app.lists.search.placeholder')}
      title={focusShortcut ? translate('app.lists.search.shortcut') : undefined}
      sx={[
        { '& input::-webkit-search-cancel-button': { display: 'none' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      slotProps={{
        htmlInput: { maxLength: 200, 'aria-keyshortcuts': focusShortcut ? '/' : undefined },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                onClick={clear}
                aria-label={translate('app.lists.search.clear')}
              >
                <CloseRounded fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}

/** The search of the surrounding react-admin list, kept in its `q` filter (sent as searchParam). */
export function ListSearchInput(props: Omit<SearchInputProps, 'value' | 'onSearch'>) {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const value = typeof filterValues.q === 'string' ? filterValues.q : '';
  return (
    <SearchInput
      {...props}
      value={value}
      onSearch={(q) => setFilters({ ...filterValues, q: q || undefined }, displayedFilters, false)}
    />
  );
}
