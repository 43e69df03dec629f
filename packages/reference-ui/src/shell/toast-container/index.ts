export { toastContainerAnatomy } from './toast-container.anatomy';
export { Toast, type ToastProps } from './toast';
export { ToastContainer, type ToastContainerProps } from './toast-container';
