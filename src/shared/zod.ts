import { z } from 'zod';

// zod's own messages (wrong type, too big …) in Turkish, for every schema on both sides.
z.config(z.locales.tr());

export { z };
