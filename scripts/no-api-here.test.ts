import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { noApiAnswer } from './no-api-here.mjs';

function call(url: string) {
  const res = { statusCode: 200, headers: {} as Record<string, string>, body: '' };
  const response = {
    get statusCode() {
      return res.statusCode;
    },
    set statusCode(code: number) {
      res.statusCode = code;
    },
    setHeader: (name: string, value: string) => void (res.headers[name.toLowerCase()] = value),
    end: (body: string) => void (res.body = body),
  } as unknown as ServerResponse;
  const next = vi.fn();
  noApiAnswer(['/daewon.api', '/membership.api'])({ url } as IncomingMessage, response, next);
  return { ...res, next };
}

describe('no API on the demo servers', () => {
  it('answers a call under either base as an API that is down', () => {
    for (const url of ['/daewon.api/api/worklog', '/membership.api/auth/user?x=1', '/daewon.api']) {
      const answer = call(url);
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['content-type']).toBe('application/json');
      expect(JSON.parse(answer.body)).toEqual({ Message: expect.stringContaining('demo API') });
      expect(answer.next).not.toHaveBeenCalled();
    }
  });

  it('lets the app, its files and look-alike paths through', () => {
    for (const url of ['/login', '/assets/core-abc.js', '/daewon.apix/y', '/jobs?daewon.api=1']) {
      const answer = call(url);
      expect(answer.next).toHaveBeenCalledOnce();
      expect(answer.body).toBe('');
    }
  });
});
