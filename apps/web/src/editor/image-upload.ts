import { UPLOAD_MAX_MB } from '@lexdraft/core';
import type { Editor } from '@tiptap/core';
import { api } from '@/api';
import { toast } from '@/lib/toast';

/** Image types the editor accepts, as MIME types (also the file picker's `accept`). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;

/** Why a file cannot be inserted as an image, or null when it can. */
export function imageFileError(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Invalid file type';
  if (file.size > MAX_BYTES) return `File size must be less than ${UPLOAD_MAX_MB}MB`;
  return null;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(reader.error));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Uploads an image to local asset storage and answers its URL (under /api/docs/assets/). */
export async function uploadImage(file: File): Promise<string> {
  const { url } = await api.post<{ url: string }>('/api/docs/assets/local-upload', {
    file_content: await readAsDataUrl(file),
    filename: file.name,
    asset_type: 'image',
  });
  return url;
}

// The file name without its extension is a better alternative text than none at all.
const altFrom = (name: string): string => name.replace(/\.[^.]+$/, '');

/**
 * Checks, uploads and inserts an image at the selection, telling the user how it went in a toast.
 * Answers whether an image was inserted.
 */
export async function insertImageFromFile(editor: Editor, file: File): Promise<boolean> {
  const problem = imageFileError(file);
  if (problem) {
    toast.error(problem);
    return false;
  }
  const toastId = toast.loading('Uploading image…');
  try {
    const src = await uploadImage(file);
    if (editor.isDestroyed) {
      toast.dismiss(toastId);
      return false;
    }
    // setImage refuses anything outside the asset path, a server answer included.
    if (
      !editor
        .chain()
        .focus()
        .setImage({ src, alt: altFrom(file.name) })
        .run()
    )
      throw new Error('Not an asset URL');
    toast.success('Image uploaded successfully', { id: toastId });
    return true;
  } catch {
    toast.error('Failed to upload image', { id: toastId });
    return false;
  }
}
