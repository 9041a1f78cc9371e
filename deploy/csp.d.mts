import type { Plugin } from 'vite';

export const CSP_HASHES_FILE: string;
export function isExecutableScriptType(type: string | null | undefined): boolean;
export function inlineScripts(html: string): string[];
export function scriptHashSource(content: string): string;
export function cspScriptHashes(html: string): string[];
export function cspHashesPlugin(): Plugin;
