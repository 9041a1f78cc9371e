import type { Plugin } from 'vite';

export const BOOTSTRAP_CSS: RegExp;
export const CONTENT: string[];
export const KEPT_FAMILIES: RegExp[];
export function bootstrapSubset(
  css: string,
  options?: { content?: Array<string | { raw: string; extension: string }> },
): Promise<{ css: string; rejected: string[] }>;
export function bootstrapSubsetPlugin(): Plugin;
