export { createMemoryTabRegistry, createWebLocksPresence } from './tab-presence';
export type { MemoryTabRegistry, TabLocks, TabPresence } from './tab-presence';
