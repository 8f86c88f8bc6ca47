import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableName } from './breakable-name.tsx';

describe('BreakableName', () => {
  it('keeps a file name’s last part and its extension together, breaking only after separators', () => {
    const { container } = render(<BreakableName text="audience-discovery_worksheet.pdf" />);
    expect(container.textContent).toBe('audience-discovery_worksheet.pdf');
    expect(container.querySelectorAll('wbr')).toHaveLength(2);
    expect(container.querySelector('.whitespace-nowrap')?.textContent).toBe('worksheet.pdf');
    expect(container.innerHTML).not.toMatch(/break-all|anywhere/);
  });

  it('breaks an email address only before the @ and after dots', () => {
    const { container } = render(<BreakableName text="maya.rivera@emberpath.test" />);
    expect(container.textContent).toBe('maya.rivera@emberpath.test');
    const pieces = container.innerHTML.split('<wbr>').map((piece) => piece.replace(/<[^>]+>/g, ''));
    expect(pieces).toEqual(['maya.', 'rivera', '@emberpath.', 'test']);
  });
});
