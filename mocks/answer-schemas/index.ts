import type { AnswerSchemas } from './types';

/*
 * Every area's answer schemas merged (issue 23 §3). Each `mocks/answer-schemas/<area>.ts` exports
 * `<area>AnswerSchemas`; they are gathered here without naming them, so an area file is merged by adding it.
 */
const areas = import.meta.glob<Record<string, AnswerSchemas>>(
  ['./*.ts', '!./*.test.ts', '!./index.ts', '!./types.ts', '!./check.ts'],
  { eager: true },
);

function merge(): AnswerSchemas {
  const merged: AnswerSchemas = {};
  for (const [file, exports] of Object.entries(areas)) {
    for (const [name, schemas] of Object.entries(exports)) {
      if (!name.endsWith('AnswerSchemas')) continue;
      for (const [key, schema] of Object.entries(schemas)) {
        if (key in merged) throw new Error(`${file}: ${key} is declared twice in the answer schemas`);
        merged[key] = schema;
      }
    }
  }
  return merged;
}

/** `'<METHOD> <base><path>'` to the schema of its 2xx JSON answer (null: not JSON the client reads). */
export const answerSchemas: AnswerSchemas = merge();
