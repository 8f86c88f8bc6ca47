import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckboxField, CheckboxGroupField } from './checkbox-field.tsx';

describe('CheckboxGroupField', () => {
  it("ties the group's error to the fieldset, so entering the group says it", () => {
    render(
      <CheckboxGroupField legend="Events" error="Choose at least one event">
        <CheckboxField label="creator.signed_up" />
        <CheckboxField label="quest.completed" />
      </CheckboxGroupField>,
    );
    const group = screen.getByRole('group', { name: 'Events' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const errorId = group.getAttribute('aria-describedby');
    expect(errorId && document.getElementById(errorId)?.textContent).toBe(
      'Choose at least one event',
    );
  });

  it('says nothing and marks nothing without an error', () => {
    render(
      <CheckboxGroupField legend="Events">
        <CheckboxField label="creator.signed_up" />
      </CheckboxGroupField>,
    );
    const group = screen.getByRole('group', { name: 'Events' });
    expect(group.hasAttribute('aria-describedby')).toBe(false);
    expect(group.hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('CheckboxField', () => {
  it('is a checkbox named by its label, with its hint read after it', () => {
    render(<CheckboxField label="quest.completed" hint="A creator completed a quest" />);
    const box = screen.getByRole('checkbox', { name: /quest\.completed/ });
    expect(box.closest('label')?.textContent).toBe('quest.completedA creator completed a quest');
  });
});
