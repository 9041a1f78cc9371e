export { BusySpinner } from './busy-spinner';
export { LoadingSpinner } from './loading-spinner';
export { FeedbackProvider, preloadFeedbackView } from './feedback-provider';
export {
  feedback,
  TOAST_DELAY_MS,
  type ConfirmOptions,
  type DialogOptions,
  type Feedback,
  type ToastOptions,
} from './feedback-store';
export { notifySaveError } from './notify-save-error';
export { useFeedback } from './use-feedback';
export { confirmedDelete, type ConfirmedDeleteOptions, type DeleteFailure } from './confirmed-delete';
