import type { SsoLookupResponse } from '@lexdraft/contract';
import { emailDomain } from '@lexdraft/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lookupSso } from '@/api/sso';

/** How long the sign-in page waits after the last keystroke before it asks about the address's domain. */
export const SSO_LOOKUP_DELAY_MS = 400;

const NO_SSO: SsoLookupResponse = { sso: false, enforced: false };

/** The single sign-on of the email's domain, and a way to ask at once (when the field is left). */
export interface SsoLookup extends SsoLookupResponse {
  lookUpNow: () => void;
}

/**
 * Asks GET /auth/sso/lookup about the address as it is typed (debounced) and when the field is
 * left; one question per domain. A failed lookup answers "no single sign-on": password sign-in
 * is never taken away by a lookup that did not get through.
 */
export function useSsoLookup(email: string): SsoLookup {
  const [answer, setAnswer] = useState<(SsoLookupResponse & { domain: string }) | null>(null);
  const asked = useRef(new Map<string, Promise<SsoLookupResponse>>());
  const domain = emailDomain(email);

  const lookUp = useCallback((address: string) => {
    const domain = emailDomain(address);
    if (domain === undefined) return;
    let question = asked.current.get(domain);
    if (question === undefined) {
      question = lookupSso(address.trim());
      asked.current.set(domain, question);
      // Asked again next time: the failure may have been the network's.
      question.catch(() => asked.current.delete(domain));
    }
    question.then(
      ({ sso, enforced }) => setAnswer({ domain, sso, enforced }),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    if (domain === undefined) return;
    const timer = setTimeout(() => lookUp(email), SSO_LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [email, domain, lookUp]);

  const current = answer !== null && answer.domain === domain ? answer : NO_SSO;
  return { sso: current.sso, enforced: current.sso && current.enforced, lookUpNow: () => lookUp(email) };
}
