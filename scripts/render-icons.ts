import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

/**
 * Renders the app icons of the web app manifest from the ember mark
 * (src/web/public/favicon.svg) with Chromium, so the PNGs never drift from the
 * mark. Run after changing the mark: `node --import tsx scripts/render-icons.ts`.
 */
const publicDir = path.resolve('src/web/public');
const iconDir = path.join(publicDir, 'icons');
const mark = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1];
const flame = mark.match(/<path[^>]*\/>/g)?.join('');
if (!background || !flame) throw new Error('favicon.svg no longer has a filled <rect> and <path>s');

/**
 * Full-bleed square for launchers that cut their own shape (maskable, Apple):
 * the flame kept inside the central circle (80% wide) that every mask leaves visible.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(32 32) scale(0.9) translate(-32 -30.5)">${flame}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  fs.mkdirSync(iconDir, { recursive: true });
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<body style="margin:0"><img src="${source}" width="${size}" height="${size}" style="display:block"></body>`,
    );
    await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    await page.screenshot({ path: path.join(iconDir, file), omitBackground: true });
    console.log(
      `wrote ${path.relative(process.cwd(), path.join(iconDir, file))} (${size}×${size})`,
    );
  }
} finally {
  await browser.close();
}
