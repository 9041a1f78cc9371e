import type { AxiosProgressEvent } from 'axios';
import { daewonApi } from '@/lib/api-client';
import type { z } from 'zod';
import type { fileRecordSchema, uploadAnswerSchema } from './schemas/upload';

/** The upload limit (B §5, C §5, B §9): 50 MB. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** What an upload is for (B §5, C §7). */
export type UploadType = 'JobAttachment' | 'UserProfileAttachment';

/** The stored file the server answers (B §7, C §3 FileRecord: Id, FileName, FileUrl). */
/**
 * An uploaded file: the answer's file record (B §7: Id, FileUrl) with the name and size the client sent
 * (the answer names neither).
 */
export type FileRecord = z.infer<typeof fileRecordSchema> & { FileName: string; Size: number };

export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

export interface UploadRequest {
  file: File;
  /** the name to keep (an edited file name); the file's own name by default */
  fileName?: string;
  uploadType: UploadType;
  identifier: string | number;
}

/** Upload progress from 0 to 100. */
export type UploadProgress = (percent: number) => void;

/**
 * `POST /api/upload`, multipart with the file, FileName (its name), UploadType and Identifier (B §7, C §7);
 * answers the file record.
 */
export async function uploadFile(
  { file, fileName, uploadType, identifier }: UploadRequest,
  onProgress?: UploadProgress,
): Promise<FileRecord> {
  const form = new FormData();
  form.append('file', file, file.name);
  const name = fileName?.trim() || file.name;
  form.append('FileName', name);
  form.append('UploadType', uploadType);
  form.append('Identifier', String(identifier));
  const { data } = await daewonApi.post<UploadAnswer>('/api/upload', form, {
    // The upload dialog shows its own progress: no global spinner.
    background: true,
    onUploadProgress: onProgress
      ? (event: AxiosProgressEvent) => {
          const total = event.total ?? file.size;
          if (total > 0) onProgress(Math.min(100, Math.round((event.loaded / total) * 100)));
        }
      : undefined,
  });
  if (!data?.fileRecord || typeof data.fileRecord.Id !== 'number') {
    throw new Error('The upload answer holds no file record.');
  }
  return { ...data.fileRecord, FileName: name, Size: file.size };
}

/** Uploads several files one after the other (one POST each), in order. */
export async function uploadFiles(
  files: File[],
  target: Omit<UploadRequest, 'file'>,
  onProgress?: UploadProgress,
): Promise<FileRecord[]> {
  const records: FileRecord[] = [];
  for (const [index, file] of files.entries()) {
    const record = await uploadFile({ ...target, file }, (percent) =>
      onProgress?.(Math.round(((index + percent / 100) / files.length) * 100)),
    );
    records.push(record);
  }
  onProgress?.(100);
  return records;
}
