/** A failed job save as an error toast (A §8): the one shared helper. */
export { notifySaveError } from '@/components/feedback';
