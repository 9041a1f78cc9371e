import { describe, expect, it } from 'vitest';
import { summarizeTrace } from './bench-trace.mjs';

const ORIGIN = 'http://127.0.0.1:4310';
const ZERO = 5_000_000; // the navigation's start, in the trace's microseconds
const at = (ms: number) => ZERO + ms * 1000;

/** A load's trace: the page's renderer (pid 1, its main thread tid 1), and another process's noise (pid 2). */
function trace() {
  const main = { pid: 1, tid: 1 };
  return Buffer.from(
    JSON.stringify({
      traceEvents: [
        {
          ...main,
          name: 'navigationStart',
          ph: 'R',
          ts: at(0),
          args: { data: { documentLoaderURL: `${ORIGIN}/jobs` } },
        },
        // a task of 100 ms whose middle 50 ms parse the document, 20 of them running its start-up script
        { ...main, name: 'RunTask', ph: 'X', ts: at(10), dur: 100_000 },
        {
          ...main,
          name: 'ParseHTML',
          ph: 'X',
          ts: at(30),
          dur: 50_000,
          args: { beginData: { url: `${ORIGIN}/jobs` } },
        },
        {
          ...main,
          name: 'EvaluateScript',
          ph: 'X',
          ts: at(40),
          dur: 20_000,
          args: { data: { url: `${ORIGIN}/jobs` } },
        },
        // an unnamed event inside a named one is that one's time
        { ...main, name: 'V8.CompileCode', ph: 'X', ts: at(45), dur: 5_000 },
        // a request of the page: sent, answered, finished (the network's own clock, in seconds)
        {
          ...main,
          name: 'ResourceSendRequest',
          ph: 'I',
          ts: at(120),
          args: {
            data: { requestId: '7', url: `${ORIGIN}/assets/core.js`, requestMethod: 'GET', priority: 'High' },
          },
        },
        {
          ...main,
          name: 'ResourceReceiveResponse',
          ph: 'I',
          ts: at(180),
          args: { data: { requestId: '7' } },
        },
        {
          ...main,
          name: 'ResourceFinish',
          ph: 'I',
          ts: at(190),
          args: { data: { requestId: '7', finishTime: at(170) / 1e6 } },
        },
        // the module evaluated in the next 100 ms
        { ...main, name: 'RunTask', ph: 'X', ts: at(200), dur: 60_000 },
        { ...main, name: 'v8.evaluateModule', ph: 'X', ts: at(200), dur: 60_000 },
        // after the screen was ready: not counted
        { ...main, name: 'RunTask', ph: 'X', ts: at(900), dur: 50_000 },
        // another process
        { pid: 2, tid: 1, name: 'RunTask', ph: 'X', ts: at(20), dur: 500_000 },
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
