import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, signedInUser } from '#testing/render.tsx';
import { ResourceForm } from './resource-form.tsx';

// A file of a refused type used to show its error while Save went ahead and
// created the resource without a file: live in creators' library with
// nothing to open.

let writes: Request[];

beforeEach(() => {
  writes = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.method === 'GET')
      return Response.json({ realms: [{ id: 1, title: 'Ideation', state: 'live', tasks: [] }] });
    writes.push(request);
    return Response.json({ id: 'resource-1' }, { status: 201 });
  });
});

function renderForm() {
  const onSaved = vi.fn();
  renderSignedIn(
    <ResourceForm resource={undefined} defaultRealmId={1} onSaved={onSaved} onCancel={vi.fn()} />,
    { me: signedInUser({ isStaff: true }) },
  );
  fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Hook Bank' } });
  return { onSaved };
}

const fileInput = () => screen.getByLabelText('Choose a file');

describe('the library form', () => {
  it('does not save while the file field shows a refused file, and takes the reader to it', async () => {
    const { onSaved } = renderForm();
    const refused = new File(['MZ'], 'hook-bank.exe', { type: 'application/octet-stream' });
    fireEvent.change(fileInput(), { target: { files: [refused] } });
    expect(await screen.findByText(/That kind of file is not accepted/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create Resource' }));
    await waitFor(() => expect(document.activeElement).toBe(fileInput()));
    expect(writes).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('clears the refusal once a file that can be accepted is chosen', async () => {
    renderForm();
    fireEvent.change(fileInput(), { target: { files: [new File(['MZ'], 'hook-bank.exe')] } });
    await screen.findByText(/That kind of file is not accepted/);
    fireEvent.change(fileInput(), {
      target: { files: [new File(['%PDF-1.7'], 'hook-bank.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(screen.queryByText(/That kind of file is not accepted/)).toBeNull());
    expect(screen.getByText('hook-bank.pdf')).toBeTruthy();
    expect(screen.getByLabelText('Replace file').getAttribute('aria-invalid')).toBeNull();
  });
});
