import { type SsoSettings, unconfiguredSsoSettings } from '@lexdraft/contract';
import { CircleAlertIcon, CircleCheckIcon, LogInIcon, RotateCwIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { getSsoSettings, removeSsoSettings, SSO_TEST_URL, saveSsoSettings } from '@/api/sso';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PendingButton } from '@/components/pending-button';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { SectionCard } from './section-card';
import {
  formValuesFrom,
  type SsoFormErrors,
  type SsoFormValues,
  ssoBodyFrom,
  validateSsoForm,
} from './sso-form-values';
import { SsoProviderUrls } from './sso-provider-urls';
import { SsoRemoveButton } from './sso-remove-button';
import { SSO_FIELD_IDS, SsoSettingsFields } from './sso-settings-fields';
import { type SsoTestNotice, useSsoTestNotice } from './sso-test-notice';

// The firm's single sign-on for admins (issue 33): GET, PUT and DELETE /organizations/current/sso,
// the URLs to give the identity provider, and a Test sign-in that comes back here.

/** The anchor a Test sign-in comes back to (/settings/users#single-sign-on). */
export const SSO_SECTION_ID = 'single-sign-on';

const LOAD_FAILED = 'Failed to load single sign-on settings';
const SAVE_FAILED = 'Failed to save single sign-on settings';

function TestNotice({ notice }: { notice: SsoTestNotice }) {
  return (
    <Alert variant={notice.ok ? 'default' : 'destructive'} role={notice.ok ? 'status' : 'alert'}>
      {notice.ok ? (
        <CircleCheckIcon aria-hidden="true" className="text-success" />
      ) : (
        <CircleAlertIcon aria-hidden="true" />
      )}
      <AlertDescription>{notice.text}</AlertDescription>
    </Alert>
  );
}

function LoadingForm() {
  return (
    <div role="status" aria-label="Loading single sign-on settings" className="grid gap-4">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-9 w-40" />
      <Skeleton className="h-9 w-full" />
    </div>
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="grid gap-3 sm:flex sm:items-start">
      <FormErrorAlert message={message} />
      <Button variant="outline" onClick={onRetry} className="shrink-0">
        <RotateCwIcon aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}

function withoutSso(settings: SsoSettings): SsoSettings {
  return { ...settings, ...unconfiguredSsoSettings() };
}

export function SsoSection() {
  const [settings, setSettings] = useState<SsoSettings | null>(null);
  const [values, setValues] = useState<SsoFormValues | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [loadCount, setLoadCount] = useState(0);
  const [errors, setErrors] = useState<SsoFormErrors>({});
  const [saveFailed, setSaveFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const notice = useSsoTestNotice();
  const section = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const loaded = settings !== null;

  // A Test sign-in lands here (the router does not scroll to a hash); again once the form has its height.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded is when the form takes its height.
  useEffect(() => {
    if (hash === `#${SSO_SECTION_ID}`) section.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, loaded]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loadCount is the Retry button's way to load again.
  useEffect(() => {
    let current = true;
    setLoadFailed(null);
    getSsoSettings().then(
      (answer) => {
        if (!current) return;
        setSettings(answer);
        setValues(formValuesFrom(answer));
      },
      (error: unknown) => current && setLoadFailed(errorMessage(error, LOAD_FAILED)),
    );
    return () => {
      current = false;
    };
  }, [loadCount]);

  const change = (changes: Partial<SsoFormValues>) => {
    setValues((before) => (before ? { ...before, ...changes } : before));
    // A corrected field's message goes; the others stay until the next Save.
    setErrors((before) => {
      const after = { ...before };
      for (const field of Object.keys(changes) as (keyof SsoFormValues)[]) delete after[field];
      return after;
    });
  };

  const save = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (settings === null || values === null) return;
    const found = validateSsoForm(values, settings.client_secret_set);
    setErrors(found);
    setSaveFailed(null);
    const firstToFix = (Object.keys(SSO_FIELD_IDS) as (keyof typeof SSO_FIELD_IDS)[]).find(
      (field) => found[field],
    );
    if (firstToFix !== undefined) {
      document.getElementById(SSO_FIELD_IDS[firstToFix])?.focus();
      return;
    }
    setSaving(true);
    try {
      const saved = await saveSsoSettings(ssoBodyFrom(values));
      setSettings(saved);
      setValues(formValuesFrom(saved));
      toast.success('Single sign-on saved');
    } catch (error) {
      // The admin's input stays as typed, with the server's reason (a domain of another firm, a bad issuer).
      setSaveFailed(errorMessage(error, SAVE_FAILED));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    try {
      await removeSsoSettings();
      toast.success('Single sign-on removed');
      // What GET answers once nothing is stored: the addresses for the provider stay the firm's.
      const removed = settings === null ? null : withoutSso(settings);
      setSettings(removed);
      if (removed) setValues(formValuesFrom(removed));
      setErrors({});
      setSaveFailed(null);
      return true;
    } catch (error) {
      toast.error('Failed to remove single sign-on', {
        description: errorMessage(error, 'Please try again.'),
      });
      return false;
    }
  };

  return (
    <div ref={section} id={SSO_SECTION_ID} className="scroll-mt-24">
      <SectionCard
        title="Single sign-on"
        description="Let people sign in through your identity provider: Microsoft Entra ID, Google Workspace, Okta or any OpenID Connect or SAML provider."
      >
        <div className="grid gap-5 px-4 py-5 sm:px-6">
          {notice && <TestNotice notice={notice} />}
          {settings === null || values === null ? (
            loadFailed === null ? (
              <LoadingForm />
            ) : (
              <LoadFailed message={loadFailed} onRetry={() => setLoadCount((count) => count + 1)} />
            )
          ) : (
            <form
              className="grid gap-5"
              onSubmit={(event) => void save(event)}
              noValidate
              aria-label="Single sign-on"
            >
              <SsoSettingsFields
                values={values}
                errors={errors}
                secretStored={settings.client_secret_set}
                disabled={saving}
                onChange={change}
              />
              <SsoProviderUrls protocol={values.protocol} settings={settings} />
              <FormErrorAlert message={saveFailed} />
              <div className="flex flex-wrap items-center gap-2">
                <PendingButton type="submit" pending={saving} pendingLabel="Saving...">
                  Save
                </PendingButton>
                {settings.configured && (
                  <>
                    <Button
                      type="button"
                      variant="outline"
                      disabled={saving}
                      onClick={() => window.location.assign(SSO_TEST_URL)}
                    >
                      <LogInIcon aria-hidden="true" />
                      Test sign-in
                    </Button>
                    <SsoRemoveButton onRemove={remove} disabled={saving} />
                  </>
                )}
              </div>
            </form>
          )}
        </div>
      </SectionCard>
    </div>
  );
}
