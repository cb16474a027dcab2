// The import rules ESLint can't see across files (npm run check:imports, part of
// `npm run lint`; ADR 040): the site's page code never reaches into its server, and no
// modules import each other in a circle. Type-only imports count: they tie modules as much.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'app-not-from-server',
      severity: 'error',
      comment:
        'app/ is bundled by Vite for the browser and the server render; server/ is the Express process around it. The server hands the app what it needs through the load context (app/context.ts).',
      from: { path: '^app/' },
      to: { path: '^server/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Two modules that import each other are one module in two files: merge or split them.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // The compiled messages are thousands of generated modules: leaves, never cruised.
    doNotFollow: { path: '(^|/)(node_modules|app/paraglide)/' },
    exclude: { path: '(^|/)(node_modules|build|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
