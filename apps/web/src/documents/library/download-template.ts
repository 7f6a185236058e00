import { getTemplateDownloadUrl } from '@/api/templates';
import { errorMessage } from '@/lib/error-message';
import { openDownload } from '@/lib/open-download';
import { toast } from '@/lib/toast';

/**
 * Downloads a template as a Word file: asks for a short-lived link, then opens it. The original
 * file when the template was imported from Word, else the template's Word export.
 */
export async function downloadTemplate(id: string): Promise<void> {
  let url: string;
  try {
    url = await getTemplateDownloadUrl(id);
  } catch (error) {
    toast.error(errorMessage(error, 'Failed to get download URL'));
    return;
  }
  openDownload(url);
}
