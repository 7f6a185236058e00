import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import { type Account, Provider } from 'oidc-provider';

/** Who the provider says signs in next: the claims of their ID token. */
export type OidcTestAccount = { sub: string; email: string; email_verified: boolean; name?: string };

/**
 * A real OpenID provider (`oidc-provider`) on a free local port, with one confidential client that
 * must use PKCE. Nobody types a password: its interaction page signs in the account the test set
 * with `setAccount` and grants consent at once, so a client that follows redirects (fetch, or
 * Chromium) goes from the authorization URL straight back to `redirectUri` with a code.
 * `requests` lists every path it was asked for, to prove an unknown domain never reaches it.
 */
type Stored = Record<string, unknown>;

/**
 * The provider's storage: a Map per kind of artifact, for one provider. (Its built-in in-memory
 * adapter does the same but warns on every start.)
 */
function mapAdapter() {
  const stores = new Map<string, Map<string, Stored>>();
  return class MapAdapter {
    private readonly store: Map<string, Stored>;
    constructor(name: string) {
      this.store = stores.get(name) ?? new Map();
      stores.set(name, this.store);
    }
    async upsert(id: string, payload: Stored) {
      this.store.set(id, payload);
    }
    async find(id: string) {
      return this.store.get(id);
    }
    async findByUid(uid: string) {
      return [...this.store.values()].find((payload) => payload.uid === uid);
    }
    async findByUserCode(userCode: string) {
      return [...this.store.values()].find((payload) => payload.userCode === userCode);
    }
    async consume(id: string) {
      const payload = this.store.get(id);
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      this.store.delete(id);
    }
    async revokeByGrantId(grantId: string) {
      for (const [id, payload] of this.store) if (payload.grantId === grantId) this.store.delete(id);
    }
  };
}

export async function startOidcTestProvider(options: {
  redirectUri: string;
  /** Put the email claims in the ID token (as Entra ID and Google do); false leaves them to userinfo. */
  claimsInIdToken?: boolean;
}) {
  const clientId = `lexdraft-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('base64url');
  let account: OidcTestAccount | undefined;
  const requests: string[] = [];

  // The port comes first: the issuer URL, which the provider signs into every token, names it.
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // openid-client's default when given a secret.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: options.claimsInIdToken === false,
    features: { devInteractions: { enabled: false } },
    // Set, so that the provider does not print a notice for each default it falls back to.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    adapter: mapAdapter(),
    async findAccount(_ctx: unknown, sub: string): Promise<Account | undefined> {
      if (!account || account.sub !== sub) return undefined;
      const claims = { ...account };
      return { accountId: sub, claims: () => claims };
    },
  });
  const providerCallback = provider.callback();

  // The interaction page: sign the preset account in and consent to what the client asked for.
  async function finishInteraction(req: IncomingMessage, res: ServerResponse) {
    if (!account) throw new Error('startOidcTestProvider: call setAccount before signing in');
    const { params } = await provider.interactionDetails(req, res);
    const grant = new provider.Grant({ accountId: account.sub, clientId: String(params.client_id) });
    grant.addOIDCScope(String(params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  handle = (req, res) => {
    if (req.method === 'GET' && req.url?.startsWith('/interaction/')) {
      finishInteraction(req, res).catch((error: Error) => {
        res.statusCode = 500;
        res.end(error.message);
      });
      return;
    }
    providerCallback(req, res);
  };

  return {
    issuer,
    clientId,
    clientSecret,
    requests,
    /** The person the next sign-in signs in as. */
    setAccount(next: OidcTestAccount) {
      account = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type OidcTestProvider = Awaited<ReturnType<typeof startOidcTestProvider>>;
