// `npm test`'s "import cycles" suite: no import circle in src, type-only ones and those
// through .vue files included. The layer rules are ESLint's (eslint.config.js).
import { join } from 'node:path'

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'Modules in a circle cannot be loaded, read or tested apart: move what they share to where both can import it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // A cycle of types tangles modules as much as one of values.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: join(import.meta.dirname, 'tsconfig.base.json') },
    enhancedResolveOptions: { extensions: ['.ts', '.vue', '.js', '.mjs', '.json'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
}
