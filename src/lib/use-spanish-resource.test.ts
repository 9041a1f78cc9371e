import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSpanishResource } from './use-spanish-resource';

describe('useSpanishResource', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('loads nothing while the app shows English', () => {
    document.documentElement.lang = 'en';
    const load = vi.fn(() => Promise.resolve('names'));
    const { result } = renderHook(() => useSpanishResource(load, 'none'));
    expect(result.current).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('is null while the Spanish data is on its way, then gives it', async () => {
    document.documentElement.lang = 'es';
    const load = () => Promise.resolve('nombres');
    const { result } = renderHook(() => useSpanishResource(load, 'none'));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe('nombres'));
  });

  it('gives the fallback when the data cannot be loaded', async () => {
    document.documentElement.lang = 'es';
    const load = () => Promise.reject(new Error('offline'));
    const { result } = renderHook(() => useSpanishResource(load, 'none'));
    await waitFor(() => expect(result.current).toBe('none'));
  });
});
