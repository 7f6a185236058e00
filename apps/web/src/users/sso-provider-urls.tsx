import type { SsoSettings } from '@lexdraft/contract';
import type { SsoProtocol } from '@lexdraft/core';
import { CopyIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';

// The addresses the admin gives the identity provider: read-only, each with a Copy button.

interface ProviderUrl {
  id: string;
  label: string;
  value: string;
}

function urlsFor(protocol: SsoProtocol, settings: SsoSettings): ProviderUrl[] {
  if (protocol === 'oidc')
    return [{ id: 'sso-redirect-url', label: 'Redirect URL', value: settings.redirect_url }];
  return [
    { id: 'sso-acs-url', label: 'ACS URL', value: settings.acs_url },
    { id: 'sso-sp-entity-id', label: 'Entity ID', value: settings.sp_entity_id },
    { id: 'sso-metadata-url', label: 'Metadata URL', value: settings.metadata_url },
  ];
}

async function copy(url: ProviderUrl) {
  try {
    await navigator.clipboard.writeText(url.value);
    toast.success(`${url.label} copied`);
  } catch {
    toast.error(`Could not copy the ${url.label}. Select it and copy it by hand.`);
  }
}

/** The redirect URL (OpenID Connect), or the ACS URL, entity ID and metadata URL (SAML). */
export function SsoProviderUrls({ protocol, settings }: { protocol: SsoProtocol; settings: SsoSettings }) {
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/40 p-4">
      <p className="text-muted-foreground text-sm">Give these to your identity provider.</p>
      {urlsFor(protocol, settings).map((url) => (
        <div key={url.id} className="grid gap-1.5">
          <Label htmlFor={url.id}>{url.label}</Label>
          <div className="flex gap-2">
            <Input
              id={url.id}
              readOnly
              value={url.value}
              className="font-mono text-xs"
              onFocus={(event) => event.target.select()}
            />
            <Button
              type="button"
              variant="outline"
              className="shrink-0"
              aria-label={`Copy ${url.label}`}
              onClick={() => void copy(url)}
            >
              <CopyIcon aria-hidden="true" />
              Copy
            </Button>
          </div>
        </div>
      ))}
    </div>
  );
}
