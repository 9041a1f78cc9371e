import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import type { PickerStart } from './picker-value';
import './picker-stand-in.css';
import { describedByIds, useOwnField } from '@/components/form/field-control';
import { whenIdle } from '@/lib/when-idle';

/*
 * A screen with many pickers (an order's sixty lines) pays for sixty selects before it can show anything. A
 * deferred picker shows a light stand-in instead: the same control, label, value and look, without the select
 * library. The select (its code loaded when the browser is idle, or on demand) takes over the moment the user
 * reaches for the control, by pointer or keyboard, focused, with whatever was typed meanwhile and its menu open
 * when it was asked for.
 */

/**
 * The class of a picker that keeps its value on one line, cut with "…" (a row of fixed height: the financial
 * report's virtual rows). Every other picker shows its whole value, on as many lines as it takes (select-base.tsx,
 * picker-stand-in.css): cut to its box, the jobs of one builder ("Brookfield Ridge Homes of …") or two materials of
 * one maker could not be told apart.
 */
export const ONE_LINE_PICKER = 'picker--one-line';

/** A module loaded once, on demand, that can be asked whether it is there yet. */
export interface ModuleLoader<M> {
  /** the module if it has loaded */
  loaded: () => M | null;
  /** loads it (once; a failed load is tried again next time) */
  load: () => Promise<M>;
}

export function moduleLoader<M>(importer: () => Promise<M>): ModuleLoader<M> {
  let module: M | null = null;
  let loading: Promise<M> | null = null;
  return {
    loaded: () => module,
    load: () =>
      (loading ??= importer().then(
        (m) => (module = m),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}

/** What the stand-in shows: the select's own props as the picker computes them. */
export interface StandInProps {
  inputId?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  placeholder: string;
  isClearable: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  /** the select's loading dots */
  isLoading?: boolean;
  className?: string;
  /** the value as the select shows it (its label, or what formatOptionLabel makes of it); null: none */
  value: ReactNode | null;
  /** the clear button was pressed */
  onClear: () => void;
  onBlur?: () => void;
}

export interface DeferredSelectProps<M> extends StandInProps {
  loader: ModuleLoader<M>;
  /** the real select from the loaded module; `startWith` when it takes over from the user's interaction */
  render: (module: M, startWith: PickerStart | null) => ReactElement;
  /** shown under the stand-in as the picker shows it under its select (e.g. a contractor's warnings) */
  after?: ReactNode;
}

/**
 * A select shown as its light stand-in until the user reaches for it (see above). Its code starts loading once
 * the browser is idle after the first paint, so that the take-over is immediate.
 */
export function DeferredSelect<M>({ loader, render, after, ...standIn }: DeferredSelectProps<M>) {
  const [live, setLive] = useState<{ module: M; startWith: PickerStart | null } | null>(null);
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  /** the user asked for the menu (a click, an arrow key) before the select came */
  const wantsMenu = useRef(false);
  const waiting = useRef(false);
  const placeholderId = `${useId()}-placeholder`;
  // the form field that labels it: its error and help texts, its required mark
  const field = useOwnField(standIn.inputId);

  useEffect(() => {
    if (loader.loaded()) return;
    return whenIdle(() => void loader.load().catch(() => undefined));
  }, [loader]);

  if (live) return render(live.module, live.startWith);

  const { placeholder, isClearable, isDisabled, isInvalid, isLoading, className, value, onClear, onBlur } =
    standIn;
  const hasValue = value !== null;

  const takeOver = () => {
    const module = loader.loaded();
    if (module) {
      setLive({ module, startWith: { input: input.current?.value ?? '', open: wantsMenu.current } });
      return;
    }
    if (waiting.current) return;
    waiting.current = true;
    loader.load().then(
      (loaded) => {
        waiting.current = false;
        const el = input.current;
        // left before the select came: it takes over at the next interaction
        if (!el || el.ownerDocument.activeElement !== el) return;
        // committed now, not in React's next task: a key pressed in between would go to the stand-in after its
        // text was read, and be lost (a search for "De" instead of "Derek")
        flushSync(() =>
          setLive({
            module: loaded,
            startWith: { input: el.value, open: wantsMenu.current || el.value !== '' },
          }),
        );
      },
      () => {
        waiting.current = false;
      },
    );
  };

  /** Disabled by its prop or by a disabled fieldset around it (a read-only form): no menu, no clearing. */
  const off = () => isDisabled || !!input.current?.matches(':disabled');

  /** A press on the control opens the select's menu, as it does on the select. */
  const onControlMouseDown = (event: MouseEvent) => {
    if (event.button !== 0 || off()) return;
    event.preventDefault();
    wantsMenu.current = true;
    if (loader.loaded()) takeOver();
    else input.current?.focus();
  };

  const onClearMouseDown = (event: MouseEvent) => {
    if (event.button !== 0 || off()) return;
    event.preventDefault();
    event.stopPropagation();
    onClear();
    // the select keeps the focus after a clear, its menu closed
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const empty = event.currentTarget.value === '';
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || (event.key === ' ' && empty)) {
      event.preventDefault();
      wantsMenu.current = true;
    } else if ((event.key === 'Backspace' || event.key === 'Delete') && empty && isClearable && hasValue) {
      event.preventDefault();
      onClear();
    }
  };

  const describedBy = describedByIds(
    standIn['aria-describedby'],
    field?.['aria-describedby'],
    hasValue ? null : placeholderId,
  );
  const classes = [
    'picker',
    'picker-stand-in',
    isDisabled ? 'picker--is-disabled picker-stand-in--disabled' : '',
    isInvalid ? 'picker-stand-in--invalid' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <div className={classes}>
        <div
          className={`picker__control picker-stand-in__control${isDisabled ? ' picker__control--is-disabled' : ''}`}
          onMouseDown={onControlMouseDown}
        >
          <div
            className={`picker__value-container picker-stand-in__values${hasValue ? ' picker__value-container--has-value' : ''}`}
          >
            {typed ? null : hasValue ? (
              <div className="picker__single-value picker-stand-in__value">{value}</div>
            ) : (
              <div id={placeholderId} className="picker__placeholder picker-stand-in__placeholder">
                {placeholder}
              </div>
            )}
            <div className="picker__input-container picker-stand-in__input-box" data-value={typed}>
              <input
                ref={input}
                className="picker__input picker-stand-in__input"
                id={standIn.inputId}
                type="text"
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={false}
                aria-haspopup={true}
                aria-invalid={isInvalid || undefined}
                aria-label={standIn['aria-label']}
                aria-describedby={describedBy}
                aria-required={field?.['aria-required']}
                autoCapitalize="none"
                autoComplete="off"
                autoCorrect="off"
                spellCheck={false}
                tabIndex={0}
                disabled={isDisabled}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                onFocus={takeOver}
                onBlur={() => {
                  wantsMenu.current = false;
                  onBlur?.();
                }}
                onKeyDown={onKeyDown}
              />
            </div>
          </div>
          <div className="picker__indicators picker-stand-in__indicators">
            {isClearable && hasValue && !isDisabled && !isLoading && (
              <div
                className="picker__indicator picker__clear-indicator picker-stand-in__indicator picker-stand-in__clear"
                aria-hidden="true"
                onMouseDown={onClearMouseDown}
              />
            )}
            {isLoading && (
              <div
                className="picker__indicator picker__loading-indicator picker-stand-in__indicator picker-stand-in__loading"
                aria-hidden="true"
              >
                <span className="picker-stand-in__dot" />
                <span className="picker-stand-in__dot" />
                <span className="picker-stand-in__dot" />
              </div>
            )}
            <div
              className="picker__indicator picker__dropdown-indicator picker-stand-in__indicator picker-stand-in__dropdown"
              aria-hidden="true"
            />
          </div>
        </div>
      </div>
      {after}
    </>
  );
}
