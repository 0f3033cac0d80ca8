// The Babel options dependency-cruiser reads TypeScript with (`babelConfig` in .dependency-cruiser.mjs):
// its own TypeScript reader needs the `typescript` package's JavaScript API, which TypeScript 7 does
// not have. Each module is reduced to its imports, type-only ones included (`import type`, `export
// type … from`, `typeof import(…)`), because the layer rules hold for types too; `import(…)` of a
// literal path stays a dynamic import.

/** A Babel plugin that parses TS (and TSX) and leaves only a bare `import '…'` per module imported. */
function importsOnly({ types: t }) {
  return {
    manipulateOptions(options, parserOptions) {
      parserOptions.plugins.push('typescript');
      if (options.filename?.endsWith('.tsx')) parserOptions.plugins.push('jsx');
    },
    visitor: {
      Program: {
        exit(program) {
          const imported = [];
          const loaded = [];
          program.traverse({
            'ImportDeclaration|ExportNamedDeclaration|ExportAllDeclaration'(path) {
              if (path.node.source) imported.push(path.node.source.value);
            },
            TSImportType(path) {
              const argument = path.node.argument.literal ?? path.node.argument;
              if (t.isStringLiteral(argument)) imported.push(argument.value);
            },
            Import(path) {
              const [argument] = path.parent.arguments;
              if (t.isStringLiteral(argument)) loaded.push(argument.value);
            },
          });
          program.node.directives = [];
          program.node.body = [
            ...imported.map((source) => t.importDeclaration([], t.stringLiteral(source))),
            ...loaded.map((source) =>
              t.expressionStatement(t.callExpression(t.import(), [t.stringLiteral(source)])),
            ),
          ];
        },
      },
    },
  };
}

export default { babelrc: false, configFile: false, sourceType: 'module', plugins: [importsOnly] };
