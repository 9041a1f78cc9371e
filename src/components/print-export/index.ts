export {
  ExportButton,
  PrintButton,
  type ExportButtonProps,
  type PrintButtonProps,
} from './print-export-buttons';
export { useBusyAction } from './use-busy-action';
export {
  downloadFile,
  exportToFile,
  fileNameFromDisposition,
  openPrintDocument,
  saveBlob,
  type DocumentRequest,
  type PrintSource,
} from '@/api/documents';
