/**
 * `use-sync-external-store/shim` for wouter (vite.config.ts aliases it here): React 18 and later have the hook,
 * and the shim package would only add its own copy for older Reacts to every page's JavaScript.
 */
export { useSyncExternalStore } from 'react';
