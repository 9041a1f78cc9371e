/** The trace categories of `npm run bench -- --trace` (scripts/bench-trace.mjs). */
export declare const TRACE_CATEGORIES: string[];
/** A load's trace summarised: its requests as the renderer sent them, and its main thread per 100 ms. */
export declare function summarizeTrace(buffer: Buffer, origin: string, readyMs: number): string[];
