import { Modal } from '@mantine/core';

/** The default export `LazyModal` loads. */
export default Modal;
