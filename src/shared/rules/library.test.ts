import { describe, expect, it } from 'vitest';
import { dispositionFor } from './library.ts';

describe('dispositionFor', () => {
  it('opens PDFs, pictures, audio and video in the tab, and downloads anything else', () => {
    const inline = ['application/pdf', 'image/png', 'image/jpeg', 'audio/mpeg', 'video/mp4'];
    for (const type of inline) expect(dispositionFor(type), type).toBe('inline');
    expect(dispositionFor('Application/PDF; charset=binary')).toBe('inline');
    const downloaded = ['application/octet-stream', 'application/zip', 'text/html', ''];
    for (const type of downloaded) expect(dispositionFor(type), type).toBe('attachment');
  });

  it('never opens an SVG inline, where it could run script on our origin', () => {
    expect(dispositionFor('image/svg+xml')).toBe('attachment');
  });
});
