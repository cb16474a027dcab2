// The import rule ESLint can't see across files (npm run check:imports, part of
// `npm run lint`): no modules of the API or the contracts import each other in a circle.
// Type-only imports count: they tie modules as much.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Two modules that import each other are one module in two files: merge them, or move what both need into a third.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
