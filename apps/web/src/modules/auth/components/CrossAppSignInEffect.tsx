import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCrossAppSignIn } from '../hooks/useCrossAppSignIn';
import { CROSS_APP_PARAM, removeCrossAppParam } from '../utils/cross-app-param';

/** Consumes a crossApp parameter on any route: signs in with it and removes it from the address. */
export function CrossAppSignInEffect() {
  const location = useLocation();
  const navigate = useNavigate();
  const signInFromCrossApp = useCrossAppSignIn();
  // StrictMode runs effects twice; one payload must be exchanged only once.
  const handledPayload = useRef<string | null>(null);

  useEffect(() => {
    const encodedPayload = new URLSearchParams(location.search).get(CROSS_APP_PARAM);
    if (encodedPayload === null || encodedPayload === handledPayload.current) return;
    handledPayload.current = encodedPayload;

    void signInFromCrossApp(encodedPayload);
    // The tokens must not stay in the address bar, history or a copied link.
    void navigate(
      { pathname: location.pathname, search: removeCrossAppParam(location.search), hash: location.hash },
      { replace: true, state: location.state, preventScrollReset: true },
    );
  }, [location, navigate, signInFromCrossApp]);

  return null;
}
