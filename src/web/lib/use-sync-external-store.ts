// What vite.config.ts gives wouter for `use-sync-external-store/shim`: the shim exists for React
// versions before 18; React 19 has the hook itself (ADR 004).
export { useSyncExternalStore } from 'react';
