import { act, fireEvent, screen } from '@testing-library/react';
import { Editor } from '@tiptap/core';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, json } from '@/test/fake-backend';
import { createEditorExtensions } from './extensions';
import { renderEditor } from './render-editor.test-utils';

const UPLOAD = 'POST /api/docs/assets/local-upload';

function pick(file: File) {
  fireEvent.change(screen.getByLabelText('Upload image'), { target: { files: [file] } });
}

const png = (name = 'signature.png', bytes = 16) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('image insertion', () => {
  it('uploads a picked image as a data URL and inserts it from the asset URL', async () => {
    const backend = fakeBackend({ [UPLOAD]: () => json(200, { url: '/api/docs/assets/images/sig-1.png' }) });
    const { editor } = renderEditor();
    act(() => {
      editor.commands.setTextSelection(12);
    });

    pick(png());

    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
    expect(editor.getHTML()).toContain('<img src="/api/docs/assets/images/sig-1.png" alt="signature">');
    const [request] = backend.calls(UPLOAD);
    expect(request?.json()).toEqual({
      file_content: expect.stringMatching(/^data:image\/png;base64,/),
      filename: 'signature.png',
      asset_type: 'image',
    });
  });

  it('refuses files over 5 MB without uploading', async () => {
    const backend = fakeBackend({});
    const { editor } = renderEditor();

    pick(png('scan.png', 5 * 1024 * 1024 + 1));

    expect(await screen.findByText('File size must be less than 5MB')).toBeInTheDocument();
    expect(backend.requests).toHaveLength(0);
    expect(editor.getHTML()).not.toContain('<img');
  });

  it('refuses files that are not PNG, JPEG, GIF or WebP', async () => {
    const backend = fakeBackend({});
    renderEditor();

    pick(new File(['%PDF'], 'contract.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(backend.requests).toHaveLength(0);
  });

  it('tells the user when the upload fails', async () => {
    fakeBackend({ [UPLOAD]: () => json(500, { detail: 'Disk full' }) });
    const { editor } = renderEditor();

    pick(png());

    expect(await screen.findByText('Failed to upload image')).toBeInTheDocument();
    expect(editor.getHTML()).not.toContain('<img');
  });

  it('does not insert an image the server places outside the asset path', async () => {
    fakeBackend({ [UPLOAD]: () => json(200, { url: 'https://tracker.example/pixel.png' }) });
    const { editor } = renderEditor();

    pick(png());

    expect(await screen.findByText('Failed to upload image')).toBeInTheDocument();
    expect(editor.getHTML()).not.toContain('<img');
  });

  it('opens the file picker from the toolbar', () => {
    renderEditor();
    const input = screen.getByLabelText('Upload image') as HTMLInputElement;
    let opened = false;
    input.addEventListener('click', (event) => {
      opened = true;
      event.preventDefault();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Insert image' }));
    expect(opened).toBe(true);
    expect(input.accept).toBe('image/png,image/jpeg,image/gif,image/webp');
  });
});

describe('AssetImage', () => {
  it('keeps stored images from the asset path and drops any other source', () => {
    const editor = new Editor({
      extensions: createEditorExtensions(),
      content:
        '<img src="/api/docs/assets/a.png"><img src="https://tracker.example/p.gif"><img src="data:image/png;base64,AA=="><img src="/api/docs/assets/../../secret">',
    });
    expect(editor.getHTML()).toBe('<img src="/api/docs/assets/a.png">');
    expect(editor.commands.setImage({ src: 'https://tracker.example/p.gif' })).toBe(false);
    expect(editor.commands.setImage({ src: '/api/docs/assets/b.png' })).toBe(true);
    editor.destroy();
  });
});
