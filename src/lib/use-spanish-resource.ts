import { useEffect, useState } from 'react';
import { formatLanguage } from './format';

/**
 * A library's own Spanish data (a date picker's or a calendar's month and day names), loaded on demand while the app
 * shows Spanish: `undefined` when it does not (the library's English default), `null` while `load` is on its way,
 * then what it gave, or `fallback` when it failed (the chunk could not be fetched). `load` should keep its promise
 * (one fetch for every user of it). The caller re-renders on a change of language (it uses `useTranslation`).
 */
export function useSpanishResource<T>(load: () => Promise<T>, fallback: T): T | null | undefined {
  const wanted = formatLanguage() === 'es';
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    load().then(
      (value) => live && setLoaded({ value }),
      () => live && setLoaded({ value: fallback }),
    );
    return () => {
      live = false;
    };
    // `load` and `fallback` are module-level in every caller: the language alone changes
  }, [wanted, load, fallback]);
  if (!wanted) return undefined;
  return loaded ? loaded.value : null;
}
