import { UPLOAD_MAX_MB } from '@lexdraft/core';
import { useState } from 'react';
import { type UploadedAsset, uploadAsset } from '@/api/assets';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { type UploadProgress, useUploadProgress } from '@/lib/use-upload-progress';

const MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
const UPLOAD_FAILED = 'Failed to upload asset';

export interface ImageUploadOptions {
  assetType: 'letterhead' | 'logo';
  /** The inline errors for a file that is not an image, and for one of 5 MB or more (spec section 5). */
  notImage: string;
  tooLarge: string;
  /** The success toast (spec section 8). */
  uploaded: string;
}

export interface ImageUpload {
  progress: UploadProgress;
  uploading: boolean;
  /** Why the last file picked was refused before upload; null otherwise. */
  error: string | null;
  /** Checks and uploads a file the user picked; answers the stored image, or null (the user was told why). */
  upload: (file: File) => Promise<UploadedAsset | null>;
}

/** Uploading an image the user picks, with the spec's checks, progress and toasts. */
export function useImageUpload(options: ImageUploadOptions): ImageUpload {
  const { progress, track } = useUploadProgress();
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setError(null);
    if (!file.type.startsWith('image/')) {
      setError(options.notImage);
      return null;
    }
    if (file.size >= MAX_BYTES) {
      setError(options.tooLarge);
      return null;
    }
    setUploading(true);
    try {
      const asset = await track(() => uploadAsset(file, options.assetType));
      toast.success(options.uploaded);
      return asset;
    } catch (failure) {
      const detail = errorMessage(failure, UPLOAD_FAILED);
      toast.error(UPLOAD_FAILED, detail === UPLOAD_FAILED ? undefined : { description: detail });
      return null;
    } finally {
      setUploading(false);
    }
  };

  return { progress, uploading, error, upload };
}
