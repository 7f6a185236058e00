import { useState } from 'react';
import { useNavigate } from 'react-router';
import { copyDocument } from '@/api/documents';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

/** Make a copy: a new draft of the (signed) document, opened in the editor. */
export function useMakeCopy(documentId: string) {
  const navigate = useNavigate();
  const [copying, setCopying] = useState(false);
  const makeCopy = async () => {
    setCopying(true);
    try {
      const copy = await copyDocument(documentId);
      toast.success('Copy created', { description: `${copy.name} is a new draft you can edit.` });
      void navigate(`/documents/${copy.id}/edit`);
    } catch (error) {
      toast.error('Failed to copy document', { description: errorMessage(error, 'Please try again.') });
    } finally {
      setCopying(false);
    }
  };
  return { makeCopy, copying };
}
