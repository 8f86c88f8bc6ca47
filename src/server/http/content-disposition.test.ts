import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { contentDispositionFor } from './content-disposition.ts';

describe('contentDispositionFor', () => {
  it('keeps spaces and accents in filename*, with an ASCII filename beside it', () => {
    const header = contentDispositionFor('Carnet d’été (v2).pdf');
    expect(header).toBe(
      `attachment; filename="Carnet d_ete (v2).pdf"; filename*=UTF-8''Carnet%20d%E2%80%99%C3%A9t%C3%A9%20%28v2%29.pdf`,
    );
    expect(parse(header).parameters.filename).toBe('Carnet d’été (v2).pdf');
  });

  it('serves inline when asked', () => {
    expect(contentDispositionFor('a.mp3', 'inline')).toBe(
      `inline; filename=a.mp3; filename*=UTF-8''a.mp3`,
    );
  });
});
