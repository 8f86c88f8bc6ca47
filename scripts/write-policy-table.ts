import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { openDatabase } from '../src/server/db/client.ts';
import { ARCHITECTURE_DOC, policyTableOf, withPolicyTable } from '../src/testing/policy-table.ts';
import { assembleTestApp } from '../src/testing/test-app.ts';

/**
 * `npm run docs:policy`: writes docs/architecture.md's table of who may call
 * which route from the routes the test app registers, the computation the
 * policy test (src/server/policy.api.test.ts) compares the document with.
 */
// Registering routes reads no table: an empty in-memory database will do.
const database = await openDatabase({ kind: 'pglite' });
const testApp = assembleTestApp(database);
try {
  const docPath = fileURLToPath(ARCHITECTURE_DOC);
  const doc = fs.readFileSync(docPath, 'utf8');
  const options = await prettier.resolveConfig(docPath);
  const updated = await prettier.format(withPolicyTable(doc, policyTableOf(testApp.app)), {
    ...options,
    filepath: docPath,
  });
  if (updated === doc) console.log('docs/architecture.md: the policy table is up to date.');
  else {
    fs.writeFileSync(docPath, updated);
    console.log('docs/architecture.md: the policy table is rewritten from the registered routes.');
  }
} finally {
  await testApp.close();
  await database.close();
}
