import type { Ref } from 'react';

/** Hands a node to a callback ref or an object ref (react-hook-form's field.ref is a callback). */
export function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (!ref) return;
  if (typeof ref === 'function') ref(value);
  else (ref as { current: T | null }).current = value;
}
