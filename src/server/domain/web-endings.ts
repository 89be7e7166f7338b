import { createRequire } from 'node:module';
import { knowEveryEnding } from '../../shared/rules/person.js';

/**
 * Gives the name rule (shared/rules/person) every top-level domain, so the server refuses a name
 * ending in one the browser's short list lacks ('ahmet.berlin', 'evil.sbs'). The `tlds` package's
 * list, as its JSON main: read through require, which loads JSON.
 */
knowEveryEnding(createRequire(import.meta.url)('tlds') as string[]);
