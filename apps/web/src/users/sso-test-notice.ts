import { ssoErrorMessage } from '@lexdraft/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

// A Test sign-in comes back to /settings/users?sso_test={ok or an error code}#single-sign-on.

export interface SsoTestNotice {
  ok: boolean;
  text: string;
}

function noticeFor(outcome: string): SsoTestNotice {
  if (outcome === 'ok') return { ok: true, text: 'Test sign-in worked.' };
  return { ok: false, text: ssoErrorMessage(outcome) ?? 'Test sign-in failed.' };
}

/** The outcome of the Test sign-in the page came back from, read once; the query is then removed. */
export function useSsoTestNotice(): SsoTestNotice | null {
  const location = useLocation();
  const navigate = useNavigate();
  const outcome = new URLSearchParams(location.search).get('sso_test');
  const [notice, setNotice] = useState<SsoTestNotice | null>(() => (outcome ? noticeFor(outcome) : null));

  useEffect(() => {
    if (outcome === null) return;
    setNotice(noticeFor(outcome));
    // A reload or a shared link must not report the test again.
    const rest = new URLSearchParams(location.search);
    rest.delete('sso_test');
    const search = rest.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [outcome, location.pathname, location.search, location.hash, navigate]);

  return notice;
}
