// zod probes `new Function('')` before its first object parse to choose a faster path; under the
// site's Content-Security-Policy (no 'unsafe-eval') the browser reports that probe as a violation.
// `z.config({ jitless: true })` writes this global, and zod's core keeps one it finds already set;
// setting it here, before any zod module runs, keeps zod itself out of every page's first load.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
