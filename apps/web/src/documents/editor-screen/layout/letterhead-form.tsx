import { fitLetterheadSize, type LayoutPosition, LETTERHEAD_HEIGHT, LETTERHEAD_WIDTH } from '@lexdraft/core';
import { useRef, useState } from 'react';
import { type Letterhead, setLetterhead } from '@/api/layout';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/error-message';
import { readImageSize } from '@/lib/image-dimensions';
import { toast } from '@/lib/toast';
import { useDocumentLayoutStore } from './document-layout-store';
import { ImagePicker } from './image-picker';
import { PositionField } from './layout-fields';
import { LetterheadPreview } from './letterhead-preview';
import { SizeInput, sizeProblem } from './size-input';
import { useImageUpload } from './use-image-upload';

interface LetterheadFormProps {
  documentId: string;
  /** The letterhead the document has; null when it has none. */
  saved: Letterhead | null;
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}

/** The letterhead's image, position and size, with a preview, saved or removed as a whole. */
export function LetterheadForm({ documentId, saved, onBusyChange, onDone }: LetterheadFormProps) {
  const [imageUrl, setImageUrl] = useState(saved?.image_url ?? null);
  const [position, setPosition] = useState<LayoutPosition>(saved?.position ?? 'center');
  const [width, setWidth] = useState(String(saved?.width ?? LETTERHEAD_WIDTH.default));
  const [height, setHeight] = useState(String(saved?.height ?? LETTERHEAD_HEIGHT.default));
  const [pending, setPending] = useState<'save' | 'remove' | null>(null);
  const upload = useImageUpload({
    assetType: 'letterhead',
    notImage: 'Please upload an image file',
    tooLarge: 'Image must be less than 5MB',
    uploaded: 'Asset uploaded successfully',
  });
  // The latest file picked: an older pick that finishes later must not overwrite it.
  const latestPick = useRef(0);

  const pick = async (file: File) => {
    latestPick.current += 1;
    const pickNumber = latestPick.current;
    const sizing = file.type.startsWith('image/') ? readImageSize(file) : Promise.resolve(null);
    const asset = await upload.upload(file);
    if (!asset || pickNumber !== latestPick.current) return;
    setImageUrl(asset.url);
    const size = await sizing;
    if (!size || pickNumber !== latestPick.current) return;
    const fitted = fitLetterheadSize(size);
    setWidth(String(fitted.width));
    setHeight(String(fitted.height));
  };

  const widthProblem = sizeProblem('Width', width, LETTERHEAD_WIDTH);
  const heightProblem = sizeProblem('Height', height, LETTERHEAD_HEIGHT);
  const busy = pending !== null;

  const run = async (kind: 'save' | 'remove', work: () => Promise<void>) => {
    setPending(kind);
    onBusyChange(true);
    try {
      await work();
      onBusyChange(false);
      onDone();
    } catch (error) {
      const title = kind === 'save' ? 'Failed to update letterhead' : 'Failed to remove letterhead';
      const detail = errorMessage(error, title);
      toast.error(title, detail === title ? undefined : { description: detail });
      onBusyChange(false);
    } finally {
      setPending(null);
    }
  };

  const save = () =>
    run('save', async () => {
      if (!imageUrl) return;
      const stored = await setLetterhead(documentId, {
        image_url: imageUrl,
        position,
        width: Number(width),
        height: Number(height),
      });
      useDocumentLayoutStore.getState().letterheadSaved(documentId, stored);
      toast.success('Letterhead added to document');
    });
  const remove = () =>
    run('remove', async () => {
      useDocumentLayoutStore.getState().letterheadSaved(documentId, await setLetterhead(documentId, null));
      toast.success('Letterhead removed from document');
    });

  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <section aria-label="Image" className="grid gap-3">
        <h3 className="font-medium text-sm">Image</h3>
        <ImagePicker
          upload={upload}
          label={imageUrl ? 'Replace image' : 'Upload image'}
          onPicked={(file) => void pick(file)}
          disabled={busy}
        />
      </section>
      <PositionField legend="Position" value={position} onChange={setPosition} disabled={busy} />
      <div className="grid grid-cols-2 gap-4">
        <SizeInput
          label="Width"
          value={width}
          onChange={setWidth}
          range={LETTERHEAD_WIDTH}
          problem={widthProblem}
          disabled={busy}
        />
        <SizeInput
          label="Height"
          value={height}
          onChange={setHeight}
          range={LETTERHEAD_HEIGHT}
          problem={heightProblem}
          disabled={busy}
        />
      </div>
      <LetterheadPreview
        imageUrl={imageUrl}
        position={position}
        width={Number(width)}
        height={Number(height)}
      />
      <DialogFooter className="gap-2 sm:justify-between">
        {saved ? (
          <PendingButton
            type="button"
            variant="ghost"
            className="text-destructive hover:bg-destructive/10! hover:text-destructive!"
            pending={pending === 'remove'}
            pendingLabel="Removing..."
            disabled={busy || upload.uploading}
            onClick={() => void remove()}
          >
            Remove letterhead
          </PendingButton>
        ) : (
          <span aria-hidden="true" />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <PendingButton
            type="submit"
            pending={pending === 'save'}
            pendingLabel="Saving..."
            disabled={
              !imageUrl || widthProblem !== null || heightProblem !== null || busy || upload.uploading
            }
          >
            Save letterhead
          </PendingButton>
        </div>
      </DialogFooter>
    </form>
  );
}
