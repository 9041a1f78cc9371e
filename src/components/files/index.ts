export { FileViewerDialog, type FileViewerDialogProps, type ViewableFile } from './file-viewer-dialog';
export { UploadDialog, type UploadDialogProps } from './upload-dialog';
export { VIEWABLE_EXTENSIONS, viewKindOf, type ViewKind } from './file-kinds';
export { MAX_UPLOAD_BYTES, type FileRecord, type UploadType } from '@/api/upload';
