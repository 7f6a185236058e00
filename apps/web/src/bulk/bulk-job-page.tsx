import { ArrowLeftIcon, FileQuestionIcon, RotateCwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { BulkJob } from '@/api/bulk';
import { getTemplate } from '@/api/templates';
import { usePermission } from '@/auth/use-permission';
import { EmptyState } from '@/components/empty-state';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { BulkJobDownloads, CancelJobButton } from './bulk-job-actions';
import { BulkJobProgress } from './bulk-job-progress';
import { BulkJobDocuments, BulkJobErrors } from './bulk-job-results';
import { isJobActive, useBulkJob } from './use-bulk-job';

const TITLE = 'Generating documents';

/** The template's name for the page's description; null until known, or when it cannot be read. */
function useTemplateName(templateId: string | null): string | null {
  const [name, setName] = useState<{ id: string; name: string } | null>(null);
  useEffect(() => {
    if (templateId === null) return;
    const controller = new AbortController();
    getTemplate(templateId, { signal: controller.signal }).then(
      (template) => setName({ id: templateId, name: template.name }),
      // The template may have been deleted since: the page reads well without its name.
      () => undefined,
    );
    return () => controller.abort();
  }, [templateId]);
  return name !== null && name.id === templateId ? name.name : null;
}

function BackLink() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 text-muted-foreground">
      <Link to="/documents">
        <ArrowLeftIcon aria-hidden="true" />
        Documents
      </Link>
    </Button>
  );
}

/** /bulk-jobs/:id: a bulk job's live progress, its failed rows, its documents and, once done, the zips. */
export function BulkJobPage() {
  const { id = '' } = useParams();
  const { job, notFound, failure, reload } = useBulkJob(id);
  const templateName = useTemplateName(job?.template_id ?? null);

  return (
    <PageContainer>
      <title>{`${TITLE} · LexDraft`}</title>
      <div className="mx-auto max-w-4xl space-y-6">
        <div className="space-y-2">
          <BackLink />
          <PageHeader
            title={TITLE}
            description={templateName === null ? undefined : `From the template "${templateName}"`}
            actions={job && <JobActions job={job} onChanged={reload} />}
          />
        </div>
        {notFound && (
          <EmptyState
            icon={FileQuestionIcon}
            title="Job not found"
            description="This job does not exist, or it is not your firm's."
          />
        )}
        {!notFound && job === null && failure === null && <JobSkeleton />}
        {!notFound && job === null && failure !== null && (
          <div className="grid justify-items-start gap-3">
            <FormErrorAlert message={failure} />
            <Button variant="outline" onClick={reload}>
              <RotateCwIcon aria-hidden="true" />
              Retry
            </Button>
          </div>
        )}
        {!notFound && job !== null && (
          <>
            {failure !== null && (
              <FormErrorAlert message="The latest progress could not be loaded. Trying again…" />
            )}
            <BulkJobProgress job={job} />
            <BulkJobErrors errors={job.errors} />
            <BulkJobDocuments documents={job.documents} />
          </>
        )}
      </div>
    </PageContainer>
  );
}

/** Cancel while the job is at work (for writers); the zips once it has finished with documents to put in them. */
function JobActions({ job, onChanged }: { job: BulkJob; onChanged: () => void }) {
  // Cancelling is a write (docs:write); any reader may follow the job and take the zips.
  const canWrite = usePermission('docs:write');
  if (isJobActive(job.status) && canWrite) return <CancelJobButton jobId={job.id} onCancelled={onChanged} />;
  if (isJobActive(job.status) || job.documents.length === 0) return null;
  return <BulkJobDownloads jobId={job.id} />;
}

function JobSkeleton() {
  return (
    <div className="grid gap-4" aria-label="Loading the job" role="status">
      <Skeleton className="h-28 w-full rounded-xl" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}
