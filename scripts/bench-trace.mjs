// `npm run bench -- --trace`: a Chrome trace of each screen's last load (bench-traces/<screen>.json, to open in
// DevTools' Performance panel) and a summary of it: when the browser really sent and finished each request (the
// renderer's own clock, not when the test driver heard of it), and what the page's main thread did in each 100 ms.

/** The categories of DevTools' Performance panel, with the loader's and V8's compile events. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'loading',
  'v8.execute',
  'disabled-by-default-v8.compile',
];

/** Main-thread events worth naming in the summary (the rest count as their parent's time). */
const NAMED = new Set([
  'ParseHTML',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.produceModuleCache',
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'ParseAuthorStyleSheet',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'V8.GC_MARK_COMPACTOR',
  'RunMicrotasks',
  'XHRReadyStateChange',
  'XHRLoad',
]);

/**
 * @param {Buffer} buffer the trace (Playwright's browser.stopTracing())
 * @param {string} origin the served origin, cut from URLs
 * @param {number} readyMs when the screen was ready (ms from navigation), where the summary ends
 * @returns {string[]} the summary's lines
 */
export function summarizeTrace(buffer, origin, readyMs) {
  const { traceEvents: events } = JSON.parse(buffer.toString('utf8'));
  // the page's renderer: the process whose main thread parsed the document
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(origin));
  if (!parse) return ['  (no document parse in the trace)'];
  const { pid, tid } = parse;
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' && e.pid === pid && e.args?.data?.documentLoaderURL?.startsWith(origin),
  );
  const zero =
    navigation?.ts ?? Math.min(...events.filter((e) => e.pid === pid && e.ts > 0).map((e) => e.ts));
  const ms = (ts) => (ts - zero) / 1000;
  const url = (u) => String(u ?? '').replace(origin, '');
  const end = readyMs + 50;

  // requests: sent, response, finished (the renderer's own events)
  const requests = new Map();
  for (const e of events) {
    const data = e.args?.data;
    if (!data?.requestId) continue;
    if (e.name === 'ResourceSendRequest')
      requests.set(data.requestId, {
        what: `${data.requestMethod ?? 'GET'} ${url(data.url)}`,
        priority: data.priority,
        sent: ms(e.ts),
      });
    const r = requests.get(data.requestId);
    if (!r) continue;
    if (e.name === 'ResourceReceiveResponse') r.response = ms(e.ts);
    if (e.name === 'ResourceFinish') r.finished = data.finishTime ? ms(data.finishTime * 1e6) : ms(e.ts);
  }
  const lines = ['  requests, as the renderer sent them (ms from navigation: sent → response → finished)'];
  for (const r of [...requests.values()].filter((r) => r.sent <= end).sort((a, b) => a.sent - b.sent)) {
    const f = (v) => (v === undefined ? '…' : v.toFixed(0)).padStart(6);
    lines.push(`    ${f(r.sent)} → ${f(r.response)} → ${f(r.finished)}  ${r.what} (${r.priority ?? '?'})`);
  }

  // the main thread: self time per named event, per 100 ms
  const main = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const buckets = new Map();
  const totals = new Map();
  const add = (name, from, to) => {
    for (let t = from; t < to;) {
      const bucket = Math.floor(ms(t) / 100);
      const until = Math.min(to, zero + (bucket + 1) * 100_000);
      const b = buckets.get(bucket) ?? new Map();
      b.set(name, (b.get(name) ?? 0) + (until - t) / 1000);
      buckets.set(bucket, b);
      totals.set(name, (totals.get(name) ?? 0) + (until - t) / 1000);
      t = until;
    }
  };
  // walk the nesting: each event's time minus its named children's goes to its nearest named ancestor (or itself)
  const stack = [];
  const close = (upTo) => {
    while (stack.length && stack.at(-1).endTs <= upTo) {
      const top = stack.pop();
      let t = top.e.ts;
      for (const [from, to] of top.gaps) {
        if (from > t) add(top.label, t, from);
        t = Math.max(t, to);
      }
      if (top.endTs > t) add(top.label, t, top.endTs);
      if (stack.length) stack.at(-1).gaps.push([top.e.ts, top.endTs]);
    }
  };
  for (const e of main) {
    if (ms(e.ts) > end) break;
    close(e.ts);
    const named = NAMED.has(e.name);
    // an unnamed event inside a pushed one is that one's time; a top-level unnamed task is "other"
    if (!named && stack.length) continue;
    const file = url(e.args?.data?.url ?? e.args?.data?.fileName).replace(/^\/assets\//, '');
    const label = !named
      ? 'other'
      : file && /Script|FunctionCall|compile/.test(e.name)
        ? `${e.name} ${file}`
        : e.name;
    stack.push({ e, endTs: e.ts + e.dur, label, gaps: [] });
  }
  close(Infinity);
  const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  lines.push(`  main thread until ready, by event (ms of self time)`);
  for (const [name, v] of top(totals, 14)) lines.push(`    ${v.toFixed(0).padStart(6)}  ${name}`);
  lines.push('  per 100 ms (busy ms: the events that took most)');
  for (const [bucket, b] of [...buckets].sort((a, c) => a[0] - c[0])) {
    const busy = [...b.values()].reduce((sum, v) => sum + v, 0);
    const what = top(b, 3)
      .map(([name, v]) => `${name} ${v.toFixed(0)}`)
      .join(', ');
    lines.push(`    ${String(bucket * 100).padStart(5)}  ${busy.toFixed(0).padStart(3)}  ${what}`);
  }
  return lines;
}
