// The reported result kept on a match row, as finalizeResult takes it (kept in the domain, where
// closing a season also finalizes reports the 48-hour clock has confirmed).
export { storedResult } from '../../domain/finalize-result.js';
