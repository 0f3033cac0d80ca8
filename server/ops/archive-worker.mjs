// The backup archive's worker thread. Node 20 starts a worker without the main thread's module
// hooks, so the worker registers tsx itself before it loads the archive's TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./archive-worker.ts');
