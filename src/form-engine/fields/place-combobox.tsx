/**
 * The place of an address or a stop (issue 23 §2): one text box that suggests the places of the
 * chosen city as the booker types, with the address kinds as a filter above it.
 *
 * - Suggestions come `SUGGEST_DEBOUNCE_MS` after the last key (`lookups.searchPlaces`), the request
 *   of a text typed over cancelled by its `AbortSignal`; an empty box offers the company and
 *   frequent addresses first (the server's order), then the city's airports and stations.
 * - The kind filter (全部 and the kinds the field allows) narrows the suggestions; it is not a step
 *   of its own: the kind the address gets is the chosen place's (`onChoose`).
 * - Free text no suggestion was chosen for is geocoded on Enter or on leaving the box
 *   (`lookups.geocode`); a text it cannot place says `NOT_GEOCODED` under the box and stays as typed.
 *
 * A hand-written WAI-ARIA 1.2 combobox (`role="combobox"`, `aria-expanded`, `aria-controls`,
 * `aria-activedescendant`, a `listbox` of `option`s; ↑ ↓ Enter Esc), not Chakra's `Combobox`:
 * Chakra 3.37's combobox with its zag machine, popper and collection weighs about 38 KB gzip on its
 * own (esbuild, minified), and the booking page was 0.3 KB under its 330 KB budget
 * (docs/performance.md "Weight"); the other parts of the form are plain elements for the same reason
 * (issue 9, `form-engine.css`).
 */
import { useEffect, useRef, useState } from 'react';

import type { FormLookups, LookupPlace } from '../lookups.ts';
import { FieldLabel } from '../theme/field-label.tsx';
import { ErrorLines, partAria } from './parts.tsx';

/** How long after the last key the suggestions are asked (issue 23: shown within 300 ms). */
export const SUGGEST_DEBOUNCE_MS = 150;
/** How many suggestions are asked. */
export const SUGGEST_LIMIT = 10;
/** Said under the box when a free-text address names no place. */
export const NOT_GEOCODED = '未能识别该地址，请从建议中选择或输入更完整的地址';

export interface KindChoice {
  value: number;
  label: string;
}

export interface PlaceComboboxProps {
  /** The text box's id; the list's, the options' and the filter's ids are made from it. */
  id: string;
  label: string;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** The city the suggestions are for; none chosen yet: the box waits for one. */
  cityCode: string;
  lookups: FormLookups;
  /** The kinds the filter offers besides 全部 (none: no filter). */
  kinds: readonly KindChoice[];
  /** The kinds 全部 asks for (the field's own kinds); every kind when absent. */
  allKinds?: readonly number[] | undefined;
  /** A kind the filter is set to from outside (a D6 reset); a new value moves the filter. */
  preferredKind?: number | undefined;
  /** What the address holds: the chosen place's name ('' for none). */
  held: string;
  /** The chosen place's address and kind, shown under the box. */
  heldDetail?: string | undefined;
  errors: readonly string[];
  /** A suggestion was chosen, or free text geocoded (`typed`: the booker's text). */
  onChoose(place: LookupPlace, typed?: string): void;
  /** The booker emptied the box and left it: the address holds no place. */
  onClear(): void;
}

/** The last answer: what it was asked for (`key`), the places, or the failure's message. */
type Suggestions = { key: string; items: readonly LookupPlace[]; error: string | null };

const chinese = (error: unknown, fallback: string) => (error instanceof Error && /[\u4e00-\u9fff]/.test(error.message) ? error.message : fallback);

/** The filter's value for 全部. */
const ALL = 0;

export function PlaceCombobox(p: PlaceComboboxProps) {
  const listId = `${p.id}__list`;
  const optionId = (i: number) => `${p.id}__option_${i}`;
  const [text, setText] = useState(p.held);
  const [shownHeld, setShownHeld] = useState(p.held);
  const [query, setQuery] = useState(p.held.trim());
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [filter, setFilter] = useState(() => (p.preferredKind !== undefined && p.kinds.some((k) => k.value === p.preferredKind) ? p.preferredKind : ALL));
  const [preferred, setPreferred] = useState(p.preferredKind);
  const [note, setNote] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<Suggestions>({ key: '', items: [], error: null });
  const geocoding = useRef<AbortController | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const kindGroup = useRef<HTMLDivElement>(null);
  // A kind chosen by pointer gives the focus back to the box, where the booker types.
  const byPointer = useRef(false);

  // The place chosen changed from outside (a choice made, a reset, a restored draft): the box shows it.
  if (p.held !== shownHeld) {
    setShownHeld(p.held);
    setText(p.held);
  }
  if (p.preferredKind !== preferred) {
    setPreferred(p.preferredKind);
    if (p.preferredKind !== undefined && p.kinds.some((k) => k.value === p.preferredKind)) setFilter(p.preferredKind);
  }

  // The text settles before it is asked for.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const addressTypes = filter === ALL ? p.allKinds : [filter];
  const typesKey = addressTypes?.join(',') ?? '';
  // Asked once the text has settled: a key pressed cancels the request on its way (the effect's cleanup).
  const settled = query === text.trim();
  const asked = `${p.cityCode}|${typesKey}|${query}`;
  useEffect(() => {
    if (!open || !p.cityCode || p.disabled || !settled) return;
    const controller = new AbortController();
    p.lookups.searchPlaces(p.cityCode, query, { ...(addressTypes ? { addressTypes } : {}), limit: SUGGEST_LIMIT, signal: controller.signal }).then(
      (items) => {
        if (controller.signal.aborted) return;
        setSuggestions({ key: asked, items, error: null });
        setActive(-1);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSuggestions({ key: asked, items: [], error: chinese(error, '地点加载失败，请稍后重试') });
      },
    );
    return () => controller.abort();
    // `addressTypes` is named by `typesKey`; `lookups` is the form's, the same for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, p.cityCode, p.disabled, query, settled, typesKey]);

  useEffect(() => () => geocoding.current?.abort(), []);

  const items = suggestions.items;
  const answered = suggestions.key === asked;
  const expanded = open && p.cityCode !== '' && (items.length > 0 || suggestions.key !== '');

  const choose = (place: LookupPlace, typed?: string) => {
    geocoding.current?.abort();
    setText(place.landmark);
    setOpen(false);
    setActive(-1);
    setNote(null);
    p.onChoose(place, typed);
  };

  /** Free text no suggestion was chosen for: the place it names, or the message. */
  const settle = () => {
    const typed = text.trim();
    if (typed === p.held.trim()) return;
    if (typed === '') {
      if (p.held !== '') p.onClear();
      return;
    }
    const exact = items.find((place) => place.landmark === typed);
    if (exact) return choose(exact);
    const geocode = p.lookups.geocode;
    if (!geocode || !p.cityCode) {
      setNote(NOT_GEOCODED);
      return;
    }
    geocoding.current?.abort();
    const controller = new AbortController();
    geocoding.current = controller;
    setNote('正在识别地址…');
    geocode(p.cityCode, typed, controller.signal).then(
      (place) => {
        if (controller.signal.aborted) return;
        if (place) choose(place, typed);
        else setNote(NOT_GEOCODED);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setNote(chinese(error, NOT_GEOCODED));
      },
    );
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const n = items.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (n > 0) setActive((i) => (i + 1) % n);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (n > 0) setActive((i) => (i <= 0 ? n - 1 : i - 1));
        break;
      case 'Enter': {
        // Never the form's submit: Enter here chooses a place.
        event.preventDefault();
        const place = expanded && active >= 0 ? items[active] : undefined;
        if (place) choose(place);
        else {
          setOpen(false);
          settle();
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
    }
  };

  const messages = [...(note && note !== '正在识别地址…' ? [note] : []), ...p.errors];
  const aria = partAria(p.id, p.required, messages);
  const status =
    suggestions.error !== null
      ? suggestions.error
      : items.length > 0
        ? null
        : !answered
          ? '正在查找…'
          : query === ''
            ? '请输入地点名称、拼音或地址'
            : '没有匹配的地点，按回车键按地址定位';

  return (
    <div className="fe-place">
      {p.kinds.length > 0 ? (
        <div role="radiogroup" id={`${p.id}_kind`} aria-label={`${p.label}类型`} className="fe-place__kinds" ref={kindGroup}>
          {[{ value: ALL, label: '全部' }, ...p.kinds].map((kind) => (
            <label
              key={kind.value}
              className="fe-place__kind"
              data-checked={filter === kind.value ? '' : undefined}
              // A kind chosen by pointer keeps the box focused, where the booker types: no blur on the press, and
              // the focus given back if the radio took it.
              onMouseDown={(event) => {
                event.preventDefault();
                byPointer.current = true;
              }}
            >
              <input
                type="radio"
                name={`${p.id}_kind`}
                value={kind.value}
                checked={filter === kind.value}
                disabled={p.disabled}
                onChange={() => {
                  setFilter(kind.value);
                  setActive(-1);
                  if (byPointer.current) box.current?.focus();
                  byPointer.current = false;
                }}
              />
              {kind.label}
            </label>
          ))}
        </div>
      ) : null}
      <div className="fe-place__box">
        <FieldLabel htmlFor={p.id} label={p.label} required={p.required} />
        <input
          id={p.id}
          ref={box}
          className="fe-input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 && active < items.length ? optionId(active) : undefined}
          placeholder={p.cityCode ? '输入地点名称、拼音首字母或详细地址' : '请先选择城市'}
          value={text}
          disabled={p.disabled || !p.cityCode}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            setNote(null);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={(event) => {
            setOpen(false);
            setActive(-1);
            // To the kind filter: the booker is still choosing (the text is not settled as free text).
            if (event.relatedTarget instanceof Node && kindGroup.current?.contains(event.relatedTarget)) return;
            settle();
          }}
          onKeyDown={onKeyDown}
          {...aria}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={`${p.label}建议`}
          className="fe-place__list"
          hidden={!expanded || items.length === 0}
          // A press on an option keeps the focus in the box: the choice is made on click, not lost to blur.
          onMouseDown={(event) => event.preventDefault()}
        >
          {items.map((place, i) => (
            <li
              key={place.key || place.placeId}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className="fe-place__option"
              onClick={() => choose(place)}
              onMouseMove={() => i !== active && setActive(i)}
            >
              <span className="fe-place__name">{place.landmark}</span>
              {place.category ? <span className="fe-place__category">{place.category}</span> : null}
              {place.address && place.address !== place.landmark ? <span className="fe-place__address">{place.address}</span> : null}
            </li>
          ))}
        </ul>
        {expanded && status ? (
          <p className="fe-hint fe-place__status" role="status">
            {status}
          </p>
        ) : null}
        {note === '正在识别地址…' ? (
          <p className="fe-hint" role="status">
            {note}
          </p>
        ) : null}
        {p.held && p.heldDetail && text === p.held ? <p className="fe-hint fe-muted">{p.heldDetail}</p> : null}
        <ErrorLines id={p.id} messages={messages} />
      </div>
    </div>
  );
}
