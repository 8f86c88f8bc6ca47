import fs from 'node:fs';
import { buildOpenApiDocument } from '../src/server/openapi/document.ts';
import { withGeneratedSections } from '../src/server/openapi/readme-tables.ts';

/**
 * `npm run docs:api`: writes the README's API table and webhook messages
 * from the API description (decision 023). A test fails while the README differs.
 */
const readmePath = new URL('../README.md', import.meta.url);
const readme = fs.readFileSync(readmePath, 'utf8');
const updated = withGeneratedSections(readme, buildOpenApiDocument());
if (updated === readme) console.log('README.md: the generated sections are up to date.');
else {
  fs.writeFileSync(readmePath, updated);
  console.log('README.md: the API table and webhook messages are rewritten from the description.');
}
