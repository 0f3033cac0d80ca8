// The rules between the parts (docs/architecture.md), checked by `npm run lint` and so by
// `npm test`: dependency-cruiser reads every module of common/, client/ and server/, tests
// included, and fails on an import that breaks one. Type-only imports count like any other
// (scripts/imports-only-babel.mjs reads them for it).
export default {
  forbidden: [
    {
      name: 'common-stands-alone',
      comment:
        'common/ imports only common/ and packages, no client/, server/ or node:* module (the client and the server both build on it)',
      severity: 'error',
      from: { path: '^common/' },
      to: { pathNot: ['^common/', 'node_modules/'] },
    },
    {
      name: 'client-and-server-apart',
      comment: 'client/ and server/ never import each other: they meet only in common/',
      severity: 'error',
      from: { path: '^(client|server)/' },
      to: { path: '^(client|server)/', pathNot: '^$1/' },
    },
    {
      name: 'features-apart',
      comment:
        'a feature never imports another feature: what two features share lives in client/lib, client/components or common/, and client/app/ combines them',
      severity: 'error',
      from: { path: '^client/features/([^/]+)/' },
      to: { path: '^client/features/', pathNot: '^client/features/$1/' },
    },
    {
      name: 'app-on-top',
      comment:
        'client/app/ may import the features; nothing they build on (features, lib, components, content) imports app/',
      severity: 'error',
      from: { path: '^client/(features|lib|components|content)/' },
      to: { path: '^client/app/' },
    },
    {
      name: 'lesson-core-without-react',
      comment:
        'the lesson core (client/features/live-class/rtc/, tests aside) and what it shares with the practice room (the music code in client/lib/music/, the store client/lib/store.ts) are plain TypeScript: no React package, no component (.tsx)',
      severity: 'error',
      from: {
        path: '^client/(features/live-class/rtc/|lib/music/|lib/store[.]ts$)',
        pathNot: '[.]test[.]ts$',
      },
      to: { path: ['node_modules/react', 'node_modules/@[a-z-]+/react', '[.]tsx$'] },
    },
    {
      name: 'no-cycles',
      comment: 'no module imports itself through others',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'resolvable',
      comment: 'every import resolves to a file, so the rules above see where it goes',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    moduleSystems: ['es6'],
    // Unanchored: node_modules may be a link to a folder elsewhere.
    doNotFollow: { path: 'node_modules/' },
    babelConfig: { fileName: 'scripts/imports-only-babel.mjs' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
