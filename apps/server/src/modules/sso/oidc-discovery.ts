import { createHash } from 'node:crypto';
import * as client from 'openid-client';

// An OpenID Connect issuer's discovery document, fetched and checked with openid-client: once when
// an admin saves the settings (so that a wrong issuer is refused then, with the reason), and at
// sign-in from a short cache, so that every sign-in does not fetch it again.

/** A dead issuer must not hold up the admin's save or a sign-in. */
const DISCOVERY_TIMEOUT_SECONDS = 5;
const CACHE_TTL_MS = 5 * 60 * 1000;
/**
 * Plain HTTP only for an issuer on this machine, and only where the app itself runs on plain HTTP
 * (tests and development): on an https install a firm's admin cannot point the server at its own
 * loopback services.
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why an issuer's discovery failed, in words for the admin (the settings answer it as a 422). */
export class OidcDiscoveryError extends Error {
  override name = 'OidcDiscoveryError';
}

const cache = new Map<string, { configuration: client.Configuration; expiresAt: number }>();

function cacheKey(issuer: string, clientId: string, clientSecret: string): string {
  // The secret is part of the key (a new one must not meet the old Configuration), hashed so that
  // the map holds no secret besides the Configuration's own.
  const secret = createHash('sha256').update(clientSecret).digest('hex');
  return `${issuer}\n${clientId}\n${secret}`;
}

/** The issuer as a URL, https unless it is on this machine and the app runs on plain HTTP. */
function issuerUrl(issuer: string, publicUrl: string): { url: URL; insecure: boolean } {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new OidcDiscoveryError(`The issuer "${issuer}" is not a URL`);
  }
  if (url.protocol === 'https:') return { url, insecure: false };
  const developing = publicUrl.startsWith('http://');
  if (url.protocol === 'http:' && developing && LOOPBACK_HOSTS.has(url.hostname))
    return { url, insecure: true };
  throw new OidcDiscoveryError(`The issuer must be an https:// address: ${issuer}`);
}

function codeOf(error: unknown): string | undefined {
  return error instanceof client.ClientError ? error.code : undefined;
}

/** The admin's words for what openid-client refused. */
function discoveryFailure(error: unknown, documentUrl: string): OidcDiscoveryError {
  const cause = (error as { cause?: unknown }).cause;
  switch (codeOf(error)) {
    case 'OAUTH_TIMEOUT':
      return new OidcDiscoveryError(
        `The issuer did not answer within ${DISCOVERY_TIMEOUT_SECONDS} seconds (${documentUrl})`,
      );
    case 'OAUTH_RESPONSE_IS_NOT_CONFORM': {
      const status = cause instanceof Response ? ` HTTP ${cause.status}` : ' an unexpected status';
      return new OidcDiscoveryError(`The issuer's discovery document answered${status} (${documentUrl})`);
    }
    case 'OAUTH_RESPONSE_IS_NOT_JSON':
      return new OidcDiscoveryError(`The issuer's discovery document is not JSON (${documentUrl})`);
    case 'OAUTH_PARSE_ERROR':
      return new OidcDiscoveryError(`The issuer's discovery document is not valid JSON (${documentUrl})`);
    case 'OAUTH_INVALID_RESPONSE':
      return new OidcDiscoveryError(
        `The issuer's discovery document is not a valid OpenID configuration: it names no issuer (${documentUrl})`,
      );
    case 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED': {
      const named = (cause as { body?: { issuer?: unknown } } | undefined)?.body?.issuer;
      return new OidcDiscoveryError(
        `Issuer mismatch: the discovery document names the issuer "${String(named)}" (${documentUrl})`,
      );
    }
  }
  // fetch's own TypeError: refused connection, unknown host, TLS failure.
  if (error instanceof TypeError)
    return new OidcDiscoveryError(`The issuer could not be reached (${documentUrl})`);
  return new OidcDiscoveryError(`The issuer's discovery failed (${documentUrl})`);
}

/** What sign-in needs from the document beyond what openid-client itself checks. */
function checkMetadata(configuration: client.Configuration, documentUrl: string) {
  const metadata = configuration.serverMetadata();
  const missing = [
    ['authorization_endpoint', metadata.authorization_endpoint],
    ['token_endpoint', metadata.token_endpoint],
    ['jwks_uri', metadata.jwks_uri],
  ].filter(([, value]) => !value);
  if (missing.length > 0)
    throw new OidcDiscoveryError(
      `The issuer's discovery document has no ${missing.map(([name]) => name).join(', ')} (${documentUrl})`,
    );
  if (!metadata.response_types_supported?.includes('code'))
    throw new OidcDiscoveryError(
      `The issuer does not support the authorization code flow (response_types_supported has no "code") (${documentUrl})`,
    );
}

/**
 * The issuer's openid-client Configuration for this client, discovered and checked; rejects with
 * OidcDiscoveryError naming what failed. `fresh` skips the cache (saving the settings); `publicUrl`
 * is the app's own address (PUBLIC_URL).
 */
export async function discoverOidcIssuer(
  issuer: string,
  clientId: string,
  clientSecret: string,
  options: { publicUrl: string; fresh?: boolean },
): Promise<client.Configuration> {
  const key = cacheKey(issuer, clientId, clientSecret);
  const cached = cache.get(key);
  if (!options.fresh && cached && cached.expiresAt > Date.now()) return cached.configuration;

  const { url, insecure } = issuerUrl(issuer, options.publicUrl);
  const documentUrl = `${url.href.replace(/\/$/, '')}/.well-known/openid-configuration`;
  let configuration: client.Configuration;
  try {
    configuration = await client.discovery(url, clientId, clientSecret, undefined, {
      timeout: DISCOVERY_TIMEOUT_SECONDS,
      execute: insecure ? [client.allowInsecureRequests] : [],
    });
  } catch (error) {
    throw discoveryFailure(error, documentUrl);
  }
  checkMetadata(configuration, documentUrl);
  const now = Date.now();
  for (const [staleKey, entry] of cache) if (entry.expiresAt <= now) cache.delete(staleKey);
  cache.set(key, { configuration, expiresAt: now + CACHE_TTL_MS });
  return configuration;
}
