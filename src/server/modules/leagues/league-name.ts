import { messages } from '../../../shared/messages.js';
import { AppError, pgErrorCode } from '../../errors.js';

/**
 * Runs a league's insert or update; a name another league has already (the unique index on the
 * trimmed, lower-cased name) comes back as the name field's Turkish error instead of a bare 409.
 */
export async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) !== '23505') throw error;
    const text = messages.league.nameTaken;
    throw new AppError(409, 'league_name_taken', text, { name: text });
  }
}
