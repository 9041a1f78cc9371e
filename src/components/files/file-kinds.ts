import { fileExtension } from '@/api/documents';

export type ViewKind = 'image' | 'video' | 'audio' | 'frame' | 'html' | 'download';

const KINDS: Record<string, ViewKind> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  bmp: 'image',
  webp: 'image',
  svg: 'image',
  mp4: 'video',
  webm: 'video',
  ogg: 'video',
  mp3: 'audio',
  wav: 'audio',
  pdf: 'frame',
  txt: 'frame',
  html: 'html',
  htm: 'html',
};

/** The extensions shown in the browser (B §2 files tab); anything else is downloaded. */
export const VIEWABLE_EXTENSIONS = Object.keys(KINDS);

/** How the viewer shows a file, from its name (else its URL). */
export function viewKindOf(fileName: string, fileUrl = ''): ViewKind {
  const extension = fileExtension(fileName) || fileExtension(fileUrl);
  return KINDS[extension] ?? 'download';
}
