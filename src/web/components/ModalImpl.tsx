import { Modal } from './Modal.js';

/** The default export `LazyModal` loads. */
export default Modal;
