export { AppModal, type AppModalProps, type ModalSize } from './app-modal';
export { lazyDialog } from './lazy-dialog';
