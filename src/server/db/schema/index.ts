// Drizzle needs every table in one object; this is the only re-exporting module in the server.

export * from './arrangements.js';
export * from './auth.js';
export * from './challenges.js';
export * from './leagues.js';
export * from './messaging.js';
export * from './reference.js';
export * from './seasons.js';
