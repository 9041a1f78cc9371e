import type { z } from 'zod';
import { answerSchemas } from './index';

/*
 * The check of every mocked answer (issue 23 §3): under Vitest, route() (mocks/utils.ts) hands every answer to
 * `checkAnswer`; a 2xx JSON answer is parsed through the strict schema of its route, and a failure fails the
 * test (vitest.setup.ts throws the failures after each test) naming the call, the path in the answer and the
 * zod issue. Routes missing from the registry are reported by mocks/answer-schemas.test.ts.
 */

const failures: string[] = [];
/** The routes that answered 2xx since the test file started (the sweeps check they called every route). */
export const answeredRoutes = new Set<string>();

export function describeIssues(key: string, error: z.ZodError): string {
  // one line per kind of issue: list indexes shown as [] so that a field missing from every row is one line
  const lines = [
    ...new Set(
      error.issues.map((issue) => {
        const path = issue.path.map((p) => (typeof p === 'number' ? '[]' : String(p))).join('.');
        return `  at ${path || '(answer)'}: ${issue.message}`;
      }),
    ),
  ];
  const issues = lines.slice(0, 12);
  const more = lines.length > 12 ? [`  … and ${lines.length - 12} more`] : [];
  return [`${key}: the answer does not match its documented schema`, ...issues, ...more].join('\n');
}

export async function checkAnswer(key: string, response: Response): Promise<void> {
  if (response.status < 200 || response.status >= 300) return;
  answeredRoutes.add(key);
  if (!(key in answerSchemas)) return;
  const schema = answerSchemas[key];
  const type = response.headers.get('content-type') ?? '';
  if (!schema) {
    if (type.includes('json'))
      failures.push(`${key}: answered JSON, its registry entry says the client reads no JSON answer (null)`);
    return;
  }
  if (response.status === 204) return;
  if (!type.includes('json')) {
    failures.push(`${key}: answered ${type || 'no content type'}, its registry entry expects JSON`);
    return;
  }
  const body: unknown = await response.clone().json();
  const result = schema.safeParse(body);
  if (!result.success) failures.push(describeIssues(key, result.error));
}

/** The failures since the last call (and forgets them). */
export function takeAnswerFailures(): string[] {
  return failures.splice(0, failures.length);
}
