import { z } from 'zod';
import { idSchema } from './common';

/* Upload (B §7: POST /api/upload. "The answer holds fileRecord with Id and FileUrl"). */

export const fileRecordSchema = z.strictObject({
  Id: idSchema,
  FileUrl: z.string(),
});

export const uploadAnswerSchema = z.strictObject({ fileRecord: fileRecordSchema });
