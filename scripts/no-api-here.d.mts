import type { Connect, Plugin } from 'vite';

/** A 503 for every call under one of the API bases that reaches the dev or preview server (scripts/no-api-here.mjs). */
export declare function noApiAnswer(bases: string[]): Connect.NextHandleFunction;
/** The dev and preview servers answer the demo's API bases as an API that is down, never with a 404. */
export declare function noApiHere(bases: string[]): Plugin;
