import { fileURLToPath } from 'node:url';

/**
 * A path inside the project, the same whether the server runs from its
 * sources (src/server, under tsx) or from the bundle `npm start` runs
 * (dist/server/main.js): both sit two folders below the project root.
 */
export function projectPath(relative: string): string {
  return fileURLToPath(new URL(relative, new URL('../../', import.meta.url)));
}
