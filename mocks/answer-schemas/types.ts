import type { z } from 'zod';

/**
 * The registry of documented answer shapes: `'<METHOD> <base><path>'` as the handler registers it, to the
 * schema of its 2xx JSON answer, or null where the 2xx answer is not JSON the client reads.
 */
export type AnswerSchemas = Record<string, z.ZodType | null>;
