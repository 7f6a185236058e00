import { normalizeSsoDomain, type SsoProtocol } from '@lexdraft/core';
import { FormField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { RoleSelect } from './role-select';
import { type SsoFormErrors, type SsoFormValues, splitDomains } from './sso-form-values';

// The fields of the Single sign-on form; the section owns the values and the saving.

/** The inputs' ids, so that a failed Save can move the focus to the first field to fix. */
export const SSO_FIELD_IDS = {
  domains: 'sso-domains',
  issuer: 'sso-issuer',
  clientId: 'sso-client-id',
  clientSecret: 'sso-client-secret',
  idpEntityId: 'sso-idp-entity-id',
  idpSsoUrl: 'sso-idp-sso-url',
  idpCertificate: 'sso-idp-certificate',
} as const satisfies Partial<Record<keyof SsoFormValues, string>>;

const PROTOCOLS = [
  { value: 'oidc', label: 'OpenID Connect' },
  { value: 'saml', label: 'SAML' },
] as const;

export interface SsoFieldsProps {
  values: SsoFormValues;
  errors: SsoFormErrors;
  secretStored: boolean;
  disabled: boolean;
  onChange: (changes: Partial<SsoFormValues>) => void;
}

function DomainChips({ text }: { text: string }) {
  const domains = splitDomains(text);
  if (domains.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Domains">
      {domains.map((domain) => (
        <li key={domain}>
          <Badge variant={normalizeSsoDomain(domain) ? 'secondary' : 'destructive'}>{domain}</Badge>
        </li>
      ))}
    </ul>
  );
}

function OidcFields({ values, errors, secretStored, disabled, onChange }: SsoFieldsProps) {
  return (
    <>
      <FormField id={SSO_FIELD_IDS.issuer} label="Issuer URL" error={errors.issuer}>
        {(control) => (
          <Input
            {...control}
            type="url"
            placeholder="https://login.microsoftonline.com/{tenant}/v2.0"
            value={values.issuer}
            onChange={(event) => onChange({ issuer: event.target.value })}
            disabled={disabled}
          />
        )}
      </FormField>
      <FormField id={SSO_FIELD_IDS.clientId} label="Client ID" error={errors.clientId}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            value={values.clientId}
            onChange={(event) => onChange({ clientId: event.target.value })}
            disabled={disabled}
          />
        )}
      </FormField>
      <FormField id={SSO_FIELD_IDS.clientSecret} label="Client secret" error={errors.clientSecret}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            placeholder={secretStored ? 'Stored — leave blank to keep' : undefined}
            value={values.clientSecret}
            onChange={(event) => onChange({ clientSecret: event.target.value })}
            disabled={disabled}
          />
        )}
      </FormField>
    </>
  );
}

function SamlFields({ values, errors, disabled, onChange }: SsoFieldsProps) {
  return (
    <>
      <FormField id={SSO_FIELD_IDS.idpEntityId} label="IdP entity ID" error={errors.idpEntityId}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            value={values.idpEntityId}
            onChange={(event) => onChange({ idpEntityId: event.target.value })}
            disabled={disabled}
          />
        )}
      </FormField>
      <FormField id={SSO_FIELD_IDS.idpSsoUrl} label="IdP sign-in URL" error={errors.idpSsoUrl}>
        {(control) => (
          <Input
            {...control}
            type="url"
            value={values.idpSsoUrl}
            onChange={(event) => onChange({ idpSsoUrl: event.target.value })}
            disabled={disabled}
          />
        )}
      </FormField>
      <FormField id={SSO_FIELD_IDS.idpCertificate} label="IdP certificate" error={errors.idpCertificate}>
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            spellCheck={false}
            placeholder={'-----BEGIN CERTIFICATE-----\n…\n-----END CERTIFICATE-----'}
            className="max-h-64 font-mono text-xs"
            value={values.idpCertificate}
            onChange={(event) => onChange({ idpCertificate: event.target.value })}
            disabled={disabled}
          />
        )}
      </FormField>
    </>
  );
}

/** Protocol, domains, default role and enforcement, then the chosen protocol's own fields. */
export function SsoSettingsFields(props: SsoFieldsProps) {
  const { values, errors, disabled, onChange } = props;
  return (
    <div className="grid gap-5">
      <SegmentedControl<SsoProtocol>
        legend="Protocol"
        value={values.protocol}
        options={PROTOCOLS}
        onValueChange={(protocol) => onChange({ protocol })}
        disabled={disabled}
      />
      <FormField id={SSO_FIELD_IDS.domains} label="Email domains" error={errors.domains}>
        {(control) => (
          <div className="grid gap-2">
            <Textarea
              {...control}
              rows={2}
              spellCheck={false}
              placeholder="firm.com, firm.co.uk"
              value={values.domains}
              onChange={(event) => onChange({ domains: event.target.value })}
              disabled={disabled}
              aria-describedby={[control['aria-describedby'], 'sso-domains-help'].filter(Boolean).join(' ')}
            />
            <p id="sso-domains-help" className="text-muted-foreground text-sm">
              Separated by commas or one per line. People with these addresses can sign in with single
              sign-on; new ones get an account at their first sign-in.
            </p>
            <DomainChips text={values.domains} />
          </div>
        )}
      </FormField>
      <FormField id="sso-default-role" label="Role for new accounts">
        {({ id }) => (
          <RoleSelect
            id={id}
            value={values.defaultRole}
            onValueChange={(defaultRole) => onChange({ defaultRole })}
            disabled={disabled}
          />
        )}
      </FormField>
      <div className="flex items-start justify-between gap-6">
        <div className="grid gap-1">
          <label htmlFor="sso-enforce" className="font-medium text-sm">
            Require single sign-on
          </label>
          <p id="sso-enforce-help" className="text-muted-foreground text-sm">
            People of these domains cannot sign in with a password. Admins whose email is outside the domains
            keep their password.
          </p>
        </div>
        <Switch
          id="sso-enforce"
          className="mt-0.5 shrink-0"
          checked={values.enforce}
          onCheckedChange={(enforce) => onChange({ enforce })}
          disabled={disabled}
          aria-describedby="sso-enforce-help"
        />
      </div>
      {values.protocol === 'oidc' ? <OidcFields {...props} /> : <SamlFields {...props} />}
    </div>
  );
}
