import { ArrowLeftIcon, FileUpIcon } from 'lucide-react';
import { Link } from 'react-router';
import { usePermission } from '@/auth/use-permission';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { TemplateImport } from './template-import';

/** The permission to create documents and templates (spec section 6). */
const WRITE_DOCUMENTS = 'docs:write';

/** Where the Templates tab is: the documents list, on its Templates tab. */
export const TEMPLATES_TAB_PATH = '/documents?type=template';

/** /documents/templates/import: a Word file becomes a template of the library (writers only). */
export function TemplateImportPage() {
  const canWrite = usePermission(WRITE_DOCUMENTS);
  const back = (
    <Button asChild variant="ghost" size="sm" className="-ml-2 text-muted-foreground">
      <Link to={TEMPLATES_TAB_PATH}>
        <ArrowLeftIcon aria-hidden="true" />
        Templates
      </Link>
    </Button>
  );
  return (
    <PageContainer className="space-y-6">
      <title>Import template · LexDraft</title>
      <div className="space-y-2">
        {back}
        <PageHeader
          title="Import template"
          description="Turn a Word document into a template, with its placeholders as merge fields."
        />
      </div>
      {canWrite ? (
        <TemplateImport />
      ) : (
        <EmptyState
          icon={FileUpIcon}
          title="You cannot import templates"
          description="Importing templates needs permission to write documents. Ask an administrator if you need it."
        />
      )}
    </PageContainer>
  );
}
