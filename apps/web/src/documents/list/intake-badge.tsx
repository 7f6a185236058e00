import { InboxIcon, MailQuestionIcon } from 'lucide-react';
import type { DocumentSummary } from '@/api/documents';
import { Badge } from '@/components/ui/badge';

/**
 * Where the document's latest client intake stands (issue 32): "Information requested" while the
 * client may still answer, "Answers received" once they submitted; nothing otherwise.
 */
export function IntakeBadge({ document }: { document: DocumentSummary }) {
  const status = document.intake_status;
  if (status === 'submitted') {
    return (
      <Badge variant="success">
        <InboxIcon aria-hidden="true" />
        Answers received
      </Badge>
    );
  }
  if (status === 'sent' || status === 'in_progress') {
    return (
      <Badge variant="outline">
        <MailQuestionIcon aria-hidden="true" />
        Information requested
      </Badge>
    );
  }
  return null;
}
