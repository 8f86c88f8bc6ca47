import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#testing/test-app.ts';

type LegalText = { title: string; text: string; isDefault: boolean };

describe('GET /api/legal/:page', () => {
  it('answers a visitor with the default Terms of Service and Privacy Policy', async () => {
    const { app } = await createTestApp();
    const terms = await app.request('/api/legal/terms');
    expect(terms.status).toBe(200);
    const termsBody = (await terms.json()) as LegalText;
    expect(termsBody).toMatchObject({ title: 'Terms of Service', isDefault: true });
    expect(termsBody.text).toContain('export your data and delete your account');
    const privacy = (await (await app.request('/api/legal/privacy')).json()) as LegalText;
    expect(privacy).toMatchObject({ title: 'Privacy Policy', isDefault: true });
    expect(privacy.text).toContain('# What we keep');
  });

  it("serves the operator's own text from DATA_DIR/config, read again on each request", async () => {
    const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-config-'));
    fs.writeFileSync(path.join(configDir, 'terms.md'), '# Our terms\n\nBe excellent.');
    const { app } = await createTestApp({}, { configDir });
    expect(await (await app.request('/api/legal/terms')).json()).toEqual({
      title: 'Terms of Service',
      text: '# Our terms\n\nBe excellent.',
      isDefault: false,
    });
    // No privacy.md: the default; an empty terms.md counts as none.
    expect(((await (await app.request('/api/legal/privacy')).json()) as LegalText).isDefault).toBe(
      true,
    );
    fs.writeFileSync(path.join(configDir, 'terms.md'), '  \n');
    expect(((await (await app.request('/api/legal/terms')).json()) as LegalText).isDefault).toBe(
      true,
    );
  });

  it('refuses any other page with a 4xx, never reading another file', async () => {
    const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-config-'));
    fs.writeFileSync(path.join(configDir, 'secret.md'), 'not for visitors');
    const { app } = await createTestApp({}, { configDir });
    for (const page of ['secret', '..%2Fsecret', 'terms.md', '']) {
      const response = await app.request(`/api/legal/${page}`);
      expect(response.status, page).toBeGreaterThanOrEqual(400);
      expect(response.status, page).toBeLessThan(500);
      expect(await response.text(), page).not.toContain('not for visitors');
    }
  });
});
