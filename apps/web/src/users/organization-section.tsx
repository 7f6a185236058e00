import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { getOrganization } from '@/api/auth';
import type { Organization } from '@/api/auth-types';
import { updateOrganization } from '@/api/organization';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useAiStatusStore } from '@/documents/ai/ai-status-store';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { SectionCard } from './section-card';

// The firm's settings for admins: the AI assistant's switch (PATCH /organizations/current). The
// editor's AI tab and menus follow it for everyone in the firm.

/** The anchor the AI tab's "Organization settings" link goes to. */
export const ORGANIZATION_SECTION_ID = 'organization';

const UPDATE_FAILED = 'Failed to update organization settings';

export function OrganizationSection() {
  const [organization, setOrganization] = useState<Organization | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const section = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();

  // The AI tab's link lands here (the router does not scroll to a hash).
  useEffect(() => {
    if (hash === `#${ORGANIZATION_SECTION_ID}`) section.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  useEffect(() => {
    let current = true;
    getOrganization().then(
      (loaded) => current && setOrganization(loaded),
      (error: unknown) =>
        current && setLoadFailed(errorMessage(error, 'Failed to load organization settings')),
    );
    return () => {
      current = false;
    };
  }, []);

  const setAi = async (on: boolean) => {
    if (!organization) return;
    const before = organization;
    // Shown at once, put back if the server refuses.
    setOrganization({ ...organization, ai_enabled: on });
    setSaving(true);
    try {
      setOrganization(await updateOrganization({ ai_enabled: on }));
      // The editor reads the assistant's status again the next time it needs it.
      useAiStatusStore.getState().reset();
      toast.success(on ? 'AI assistant turned on' : 'AI assistant turned off');
    } catch (error) {
      setOrganization(before);
      toast.error(UPDATE_FAILED, { description: errorMessage(error, 'Please try again.') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div ref={section} id={ORGANIZATION_SECTION_ID} className="scroll-mt-24">
      <SectionCard title="Organization" description="Settings that apply to everyone in your firm.">
        <div className="flex items-start justify-between gap-6 px-4 py-5 sm:px-6">
          <div className="grid gap-1">
            <label htmlFor="organization-ai-enabled" className="font-medium text-sm">
              AI assistant
            </label>
            <p
              id="organization-ai-enabled-help"
              className="max-w-xl text-muted-foreground text-sm leading-relaxed"
            >
              Document review and clause analysis, the rewrite commands on a selection, and drafting
              templates. When it is off, no document text is sent to an AI provider and the assistant is
              hidden in the editor.
            </p>
            {loadFailed && (
              <p role="alert" className="text-destructive text-sm">
                {loadFailed}
              </p>
            )}
          </div>
          {organization === null && loadFailed === null ? (
            <Skeleton className="mt-0.5 h-5 w-9 rounded-full" role="status" aria-label="Loading" />
          ) : (
            <Switch
              id="organization-ai-enabled"
              className="mt-0.5 shrink-0"
              checked={organization?.ai_enabled === true}
              onCheckedChange={(on) => void setAi(on)}
              disabled={organization === null || saving}
              aria-describedby="organization-ai-enabled-help"
            />
          )}
        </div>
      </SectionCard>
    </div>
  );
}
