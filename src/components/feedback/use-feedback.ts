import { feedback, type Feedback } from './feedback-store';

/** Toasts, alert and confirm dialogs: `const { notify, alert, confirm } = useFeedback()`. */
export function useFeedback(): Feedback {
  return feedback;
}
