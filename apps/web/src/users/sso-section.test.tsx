import type { PutSsoSettingsBody, SsoSettings } from '@lexdraft/contract';
import { SSO_ERROR_MESSAGES } from '@lexdraft/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/api/client';
import { fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { catchPageNavigation } from '@/test/page-navigation';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/session';
import { buildSsoSettings } from './sso-test-backend';
import { useUsersStore } from './users-store';

// The Single sign-on section of the Users page: GET, PUT and DELETE /organizations/current/sso.

let backend: ReturnType<typeof fakeBackend>;
let stored: SsoSettings;

const oidcSettings = () =>
  buildSsoSettings({
    configured: true,
    protocol: 'oidc',
    domains: ['firm.com', 'firm.co.uk'],
    default_role: 'attorney',
    enforce: true,
    issuer: 'https://login.example.com',
    client_id: 'lexdraft-app',
    client_secret_set: true,
    updated_at: '2025-05-01T10:00:00.000Z',
  });

/** What a server stores for a PUT body (never the secret itself). */
function storedFrom(body: PutSsoSettingsBody): SsoSettings {
  const base = { ...stored, configured: true, domains: body.domains, enforce: body.enforce };
  if (body.protocol === 'oidc') {
    return {
      ...base,
      protocol: 'oidc',
      default_role: body.default_role,
      issuer: body.issuer,
      client_id: body.client_id,
      client_secret_set: stored.client_secret_set || body.client_secret !== undefined,
    };
  }
  return {
    ...base,
    protocol: 'saml',
    default_role: body.default_role,
    idp_entity_id: body.idp_entity_id,
    idp_sso_url: body.idp_sso_url,
    idp_certificate: body.idp_certificate,
  };
}

beforeEach(() => {
  const admin = buildUser({ role: 'admin', permissions: ['*'] });
  stored = buildSsoSettings();
  startSignedIn(admin);
  useUsersStore.setState(useUsersStore.getInitialState(), true);
  configureApiClient({ baseUrl: '' });
  backend = fakeBackend({
    'GET /users/me': () => json(200, admin),
    'GET /users': () => json(200, [admin]),
    'GET /users/invitations': () => json(200, []),
    'GET /organizations/current': () =>
      json(200, { _id: 'org-1', id: 'org-1', name: 'Demo Law LLP', created_at: '', ai_enabled: true }),
    'GET /organizations/current/outbox': () => json(200, { enabled: false, messages: [] }),
    'GET /organizations/current/sso': () => json(200, stored),
    'PUT /organizations/current/sso': (request) => {
      stored = storedFrom(request.json() as PutSsoSettingsBody);
      return json(200, stored);
    },
    'DELETE /organizations/current/sso': () => {
      stored = buildSsoSettings();
      return json(204);
    },
  });
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

async function openSection(path = '/settings/users#single-sign-on') {
  const view = renderApp(path);
  const form = await screen.findByRole('form', { name: 'Single sign-on' });
  return { ...view, form, user: userEvent.setup() };
}

describe('Single sign-on settings', () => {
  it('shows the stored settings, never the secret, and the redirect URL to copy', async () => {
    stored = oidcSettings();
    const { form, user } = await openSection();

    expect(within(form).getByRole('radio', { name: 'OpenID Connect' })).toBeChecked();
    expect(within(form).getByLabelText('Email domains')).toHaveValue('firm.com\nfirm.co.uk');
    expect(within(within(form).getByRole('list', { name: 'Domains' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    expect(within(form).getByLabelText('Role for new accounts')).toHaveValue('attorney');
    expect(within(form).getByRole('switch', { name: 'Require single sign-on' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(form).getByLabelText('Issuer URL')).toHaveValue('https://login.example.com');
    expect(within(form).getByLabelText('Client ID')).toHaveValue('lexdraft-app');
    const secret = within(form).getByLabelText('Client secret');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('placeholder', 'Stored — leave blank to keep');

    expect(within(form).getByLabelText('Redirect URL')).toHaveValue('http://app.test/auth/sso/callback');
    expect(within(form).queryByLabelText('Metadata URL')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Copy Redirect URL' }));
    expect(await navigator.clipboard.readText()).toBe('http://app.test/auth/sso/callback');
    expect(await screen.findByText('Redirect URL copied')).toBeInTheDocument();
  });

  it('saves OpenID Connect settings and then offers Test sign-in', async () => {
    const { form, user } = await openSection();
    expect(within(form).queryByRole('button', { name: 'Test sign-in' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText('Email domains'), 'Firm.com, @firm.co.uk');
    await user.selectOptions(within(form).getByLabelText('Role for new accounts'), 'attorney');
    await user.click(within(form).getByRole('switch', { name: 'Require single sign-on' }));
    await user.type(within(form).getByLabelText('Issuer URL'), 'https://login.example.com');
    await user.type(within(form).getByLabelText('Client ID'), 'lexdraft-app');
    await user.type(within(form).getByLabelText('Client secret'), 's3cret');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Single sign-on saved')).toBeInTheDocument();
    expect(backend.calls('PUT /organizations/current/sso').map((request) => request.json())).toEqual([
      {
        protocol: 'oidc',
        domains: ['firm.com', 'firm.co.uk'],
        default_role: 'attorney',
        enforce: true,
        issuer: 'https://login.example.com',
        client_id: 'lexdraft-app',
        client_secret: 's3cret',
      },
    ]);
    // The form now shows what was stored: the secret is not kept in the page.
    expect(within(form).getByLabelText('Email domains')).toHaveValue('firm.com\nfirm.co.uk');
    expect(within(form).getByLabelText('Client secret')).toHaveValue('');
    expect(within(form).getByLabelText('Client secret')).toHaveAttribute(
      'placeholder',
      'Stored — leave blank to keep',
    );
    expect(within(form).getByRole('button', { name: 'Test sign-in' })).toBeInTheDocument();
  });

  it('keeps the stored secret when the field is left blank', async () => {
    stored = oidcSettings();
    const { form, user } = await openSection();
    await user.clear(within(form).getByLabelText('Client ID'));
    await user.type(within(form).getByLabelText('Client ID'), 'renamed-app');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await screen.findByText('Single sign-on saved');
    const [body] = backend.calls('PUT /organizations/current/sso').map((request) => request.json());
    expect(body).toMatchObject({ protocol: 'oidc', client_id: 'renamed-app' });
    expect(body).not.toHaveProperty('client_secret');
  });

  it('saves SAML settings and shows the ACS URL, entity ID and metadata URL', async () => {
    const { form, user } = await openSection();
    await user.click(within(form).getByRole('radio', { name: 'SAML' }));
    expect(within(form).queryByLabelText('Issuer URL')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('ACS URL')).toHaveValue('http://app.test/auth/saml/acs');
    expect(within(form).getByLabelText('Entity ID')).toHaveValue(
      'http://app.test/auth/saml/metadata?org=org-1',
    );
    expect(within(form).getByLabelText('Metadata URL')).toHaveValue(
      'http://app.test/auth/saml/metadata?org=org-1',
    );

    await user.type(within(form).getByLabelText('Email domains'), 'firm.com');
    await user.type(within(form).getByLabelText('IdP entity ID'), 'https://idp.example.com/entity');
    await user.type(within(form).getByLabelText('IdP sign-in URL'), 'https://idp.example.com/sso');
    await user.type(within(form).getByLabelText('IdP certificate'), '-----BEGIN CERTIFICATE-----MIIC');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await screen.findByText('Single sign-on saved');
    expect(backend.calls('PUT /organizations/current/sso').map((request) => request.json())).toEqual([
      {
        protocol: 'saml',
        domains: ['firm.com'],
        default_role: 'viewer',
        enforce: false,
        idp_entity_id: 'https://idp.example.com/entity',
        idp_sso_url: 'https://idp.example.com/sso',
        idp_certificate: '-----BEGIN CERTIFICATE-----MIIC',
      },
    ]);
  });

  it('says what is missing and sends nothing', async () => {
    const { form, user } = await openSection();
    await user.type(within(form).getByLabelText('Email domains'), 'firm.com, not a domain');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(within(form).getByText('Not a domain: not, a, domain')).toBeInTheDocument();
    expect(within(form).getByLabelText('Email domains')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Email domains')).toHaveFocus();
    expect(within(form).getByText('Enter the client secret.')).toBeInTheDocument();
    expect(backend.calls('PUT /organizations/current/sso')).toHaveLength(0);
  });

  it('shows the server’s reason beside the form and keeps what was typed', async () => {
    backend.routes['PUT /organizations/current/sso'] = () =>
      json(409, { detail: 'The domain firm.com belongs to another organization.' });
    const { form, user } = await openSection();
    await user.type(within(form).getByLabelText('Email domains'), 'firm.com');
    await user.type(within(form).getByLabelText('Issuer URL'), 'https://login.example.com');
    await user.type(within(form).getByLabelText('Client ID'), 'lexdraft-app');
    await user.type(within(form).getByLabelText('Client secret'), 's3cret');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The domain firm.com belongs to another organization.',
    );
    expect(within(form).getByLabelText('Email domains')).toHaveValue('firm.com');
    expect(within(form).getByLabelText('Client secret')).toHaveValue('s3cret');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(within(form).queryByRole('button', { name: 'Test sign-in' })).not.toBeInTheDocument();
  });

  it('starts a Test sign-in when settings are saved', async () => {
    stored = oidcSettings();
    const { form, user } = await openSection();
    const navigation = catchPageNavigation();
    await user.click(within(form).getByRole('button', { name: 'Test sign-in' }));
    expect(navigation).toHaveBeenCalledWith('/organizations/current/sso/test');
  });

  it('removes single sign-on after confirming', async () => {
    stored = oidcSettings();
    const { form, user } = await openSection();
    await user.click(within(form).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove single sign-on?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Single sign-on removed')).toBeInTheDocument();
    expect(backend.calls('DELETE /organizations/current/sso')).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText('Email domains')).toHaveValue(''));
    expect(screen.queryByRole('button', { name: 'Test sign-in' })).not.toBeInTheDocument();
  });

  it('offers Retry when the settings cannot be loaded', async () => {
    backend.routes['GET /organizations/current/sso'] = () => json(500, { detail: 'Database unavailable' });
    renderApp('/settings/users');
    const user = userEvent.setup();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();

    backend.routes['GET /organizations/current/sso'] = () => json(200, stored);
    await user.click(screen.getAllByRole('button', { name: 'Retry' }).at(-1) as HTMLElement);
    expect(await screen.findByRole('form', { name: 'Single sign-on' })).toBeInTheDocument();
    expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
  });
});

describe('coming back from a Test sign-in', () => {
  it('says the test worked and takes the outcome out of the address', async () => {
    stored = oidcSettings();
    const { router } = await openSection('/settings/users?sso_test=ok#single-sign-on');
    expect(screen.getByText('Test sign-in worked.').closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText('Test sign-in worked.')).toBeInTheDocument();
  });

  it('shows why the test failed', async () => {
    stored = oidcSettings();
    const { router } = await openSection('/settings/users?sso_test=wrong_domain#single-sign-on');
    const section = document.getElementById('single-sign-on') as HTMLElement;
    expect(within(section).getAllByRole('alert')[0]).toHaveTextContent(SSO_ERROR_MESSAGES.wrong_domain);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
