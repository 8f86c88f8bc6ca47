import fs from 'node:fs';
import { renderApiTable, withApiTable } from '../src/server/openapi/api-table.ts';
import { buildOpenApiDocument } from '../src/server/openapi/document.ts';

/**
 * `npm run docs:api`: writes the README's API table from the API description
 * (decision 023). A test fails while the README's table differs from it.
 */
const readmePath = new URL('../README.md', import.meta.url);
const readme = fs.readFileSync(readmePath, 'utf8');
const updated = withApiTable(readme, renderApiTable(buildOpenApiDocument()));
if (updated === readme) console.log('README.md: the API table is up to date.');
else {
  fs.writeFileSync(readmePath, updated);
  console.log('README.md: the API table is rewritten from the API description.');
}
