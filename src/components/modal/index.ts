export { AppModal, type AppModalProps, type ModalSize } from './app-modal';
