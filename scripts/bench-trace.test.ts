import { describe, expect, it } from 'vitest';
import { summarizeTrace } from './bench-trace.mjs';

const ORIGIN = 'http://127.0.0.1:4310';
const ZERO = 5_000_000; // the navigation's start, in the trace's microseconds
const at = (ms: number) => ZERO + ms * 1000;

/** A span of the page's main thread (pid 1, tid 1), from and for so many ms. */
const span = (name: string, fromMs: number, forMs: number, args?: object) => ({
  pid: 1,
  tid: 1,
  name,
  ph: 'X',
  ts: at(fromMs),
  dur: forMs * 1000,
  args,
});
/** An instant event of the page's main thread. */
const instant = (name: string, atMs: number, args: object) => ({
  pid: 1,
  tid: 1,
  name,
  ph: 'I',
  ts: at(atMs),
  args,
});

/** A load's trace: the page's renderer, and another process's noise (pid 2). */
function trace() {
  const request = { requestId: '7' };
  return Buffer.from(
    JSON.stringify({
      traceEvents: [
        instant('navigationStart', 0, { data: { documentLoaderURL: `${ORIGIN}/jobs` } }),
        // a task of 100 ms whose middle 50 ms parse the document, 20 of them running its start-up script
        span('RunTask', 10, 100),
        span('ParseHTML', 30, 50, { beginData: { url: `${ORIGIN}/jobs` } }),
        span('EvaluateScript', 40, 20, { data: { url: `${ORIGIN}/jobs` } }),
        // an unnamed event inside a named one is that one's time
        span('V8.CompileCode', 45, 5),
        // a request of the page: sent, answered, finished (the network's own clock, in seconds)
        instant('ResourceSendRequest', 120, {
          data: { ...request, url: `${ORIGIN}/assets/core.js`, requestMethod: 'GET', priority: 'High' },
        }),
        instant('ResourceReceiveResponse', 180, { data: request }),
        instant('ResourceFinish', 190, { data: { ...request, finishTime: at(170) / 1e6 } }),
        // the module evaluated in the next 100 ms
        span('RunTask', 200, 60),
        span('v8.evaluateModule', 200, 60),
        // after the screen was ready: not counted
        span('RunTask', 900, 50),
        // another process
        { ...span('RunTask', 20, 500), pid: 2 },
      ],
    }),
  );
}

describe("the bench's trace summary", () => {
  const lines = summarizeTrace(trace(), ORIGIN, 300);

  it("lists the page's requests as the renderer sent, answered and finished them, in ms from navigation", () => {
    expect(lines).toContainEqual(
      expect.stringMatching(/^\s+120 →\s+180 →\s+170 {2}GET \/assets\/core\.js \(High\)$/),
    );
  });

  it("gives each named event its time without its named children's, and the rest of a task to 'other'", () => {
    const total = (name: string) => {
      const line = lines.find((l) => l.endsWith(`  ${name}`) && /^\s+\d+ {2}/.test(l));
      return line ? Number(line.trim().split(/\s+/)[0]) : null;
    };
    expect(total('other')).toBe(50);
    expect(total('ParseHTML')).toBe(30);
    expect(total('EvaluateScript /jobs')).toBe(20);
    expect(total('v8.evaluateModule')).toBe(60);
  });

  it('splits the main thread into 100 ms buckets, and stops at the screen being ready', () => {
    expect(lines).toContainEqual(
      expect.stringMatching(/^\s+0\s+90 {2}other 40, ParseHTML 30, EvaluateScript \/jobs 20$/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^\s+100\s+10 {2}other 10$/));
    expect(lines).toContainEqual(expect.stringMatching(/^\s+200\s+60 {2}v8\.evaluateModule 60$/));
    expect(lines.some((l) => /^\s+900\s/.test(l))).toBe(false);
  });

  it('says so when the trace has no document parse of the origin', () => {
    expect(summarizeTrace(Buffer.from(JSON.stringify({ traceEvents: [] })), ORIGIN, 100)).toEqual([
      '  (no document parse in the trace)',
    ]);
  });
});
