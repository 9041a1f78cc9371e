import type { z } from 'zod';

/**
 * The registry of answer schemas (issue 23 §3): `'<METHOD> <base><path>'`, exactly as the handler registers
 * it through `route(method, base, path, ...)` (base the literal default '/daewon.api' or '/membership.api'),
 * to the schema of the JSON body of its 2xx answer, or `null` when its 2xx answer is not JSON the client
 * reads (file downloads, print documents, empty 204s; say why beside it).
 */
export type AnswerSchemas = Record<string, z.ZodType | null>;
