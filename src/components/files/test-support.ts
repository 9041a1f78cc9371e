import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { vi } from 'vitest';

/**
 * Tests only. jsdom's FormData, File and Blob do not mix with the Node fetch classes msw uses: an
 * upload loses its file name and bytes, and a blob answer (responseType 'blob') never completes.
 * Node's own FormData, File and Blob keep both working as in a browser. Call it in beforeEach;
 * `vi.unstubAllGlobals()` undoes it.
 */
export async function useNodeFileApis(): Promise<void> {
  const probe = await new Response('a=1', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).formData();
  vi.stubGlobal('FormData', probe.constructor as typeof FormData);
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
}

/** A file for tests (Node's File, see useNodeFileApis); `size` fakes a larger size without the bytes. */
export function makeTestFile(content: string, name: string, type = '', size?: number): File {
  const file = new NodeFile([content], name, { type }) as unknown as File;
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** jsdom has no URL.createObjectURL: a stub that hands out numbered blob: URLs. */
export function stubObjectUrls() {
  const blobs = new Map<string, Blob>();
  let n = 0;
  const create = vi.fn((blob: Blob) => {
    n += 1;
    const url = `blob:test/${n}`;
    blobs.set(url, blob);
    return url;
  });
  const revoke = vi.fn((url: string) => void blobs.delete(url));
  Object.defineProperty(URL, 'createObjectURL', { value: create, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: revoke, configurable: true, writable: true });
  return { create, revoke, blobs };
}
