import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useUsesMobileShell } from '@/modules/mobile/hooks/useUsesMobileShell';
import { mobileRedirectOrigin } from '@/modules/mobile/states/mobile-redirect-store';
import { isMobilePath, MOBILE_HOME_PATH } from '@/modules/mobile/utils/mobile-routes';
import { useStore } from '@/modules/ui/states/create-store';

// The desktop layout (sidebar, chat window, command palette, their menus and dialogs) is a chunk of
// its own: a phone never runs it (issue 22, /mobile-scanner's first load). The server preloads it
// with a desktop page (apps/server/src/plugins/web-preloads.ts), so a desktop load does not wait.
let loadedDesktopShell: ComponentType | null = null;

/** Runs the desktop layout's chunk; the signed-in route does before its first render (router.tsx). */
export function loadDesktopShell(): Promise<ComponentType> {
  return import('./DesktopShell').then((module) => {
    loadedDesktopShell = module.DesktopShell;
    return module.DesktopShell;
  });
}

const LazyDesktopShell = lazy(() => loadDesktopShell().then((Component) => ({ default: Component })));

// The phone's layout (its header, bottom navigation and the warehouse outbox with its IndexedDB
// code) likewise: a desktop page never runs it (issue 17). The server preloads it with a phone's
// load or a mobile screen.
let loadedMobileShell: ComponentType | null = null;

/** Runs the phone layout's chunk; the signed-in route does before its first render on a phone. */
export function loadMobileShell(): Promise<ComponentType> {
  return import('./MobileShell').then((module) => {
    loadedMobileShell = module.MobileShell;
    return module.MobileShell;
  });
}

const LazyMobileShell = lazy(() => loadMobileShell().then((Component) => ({ default: Component })));

/**
 * The layout around every signed-in page. Phones and upright tablets (decided from the device,
 * not the window: useUsesMobileShell) only get the mobile screens; every other path (the root and
 * the desktop pages included) is replaced by /mobile-home, remembering where the person was; a
 * tablet turned to landscape goes back there. A desktop is never redirected, however narrow.
 */
export function AppShell() {
  const usesMobileShell = useUsesMobileShell();
  const location = useLocation();
  const origin = useStore(mobileRedirectOrigin);
  const onMobileHome = location.pathname === MOBILE_HOME_PATH;
  // Already run: rendered as is. Through Suspense, React holds a boundary's content back for up to
  // 300 ms after its fallback showed (its fallback throttle), on every first load (issue 17).
  // Chosen once: switching from the lazy one to this would mount the layout again.
  const [DesktopShell] = useState(() => loadedDesktopShell);
  const [MobileShell] = useState(() => loadedMobileShell);

  if (!usesMobileShell) {
    if (origin && onMobileHome) return <ReturnToOrigin to={origin} />;
    if (DesktopShell) return <DesktopShell />;
    return (
      <Suspense fallback={null}>
        <LazyDesktopShell />
      </Suspense>
    );
  }
  if (!isMobilePath(location.pathname)) {
    return <RedirectToMobileHome from={`${location.pathname}${location.search}${location.hash}`} />;
  }
  return (
    <>
      {origin && !onMobileHome ? <ForgetOrigin /> : null}
      {MobileShell ? (
        <MobileShell />
      ) : (
        <Suspense fallback={null}>
          <LazyMobileShell />
        </Suspense>
      )}
    </>
  );
}

function RedirectToMobileHome({ from }: { from: string }) {
  const isRoot = from === '/' || from.startsWith('/?') || from.startsWith('/#');
  useEffect(() => {
    // The root is the mobile home's own address: nothing to go back to.
    mobileRedirectOrigin.set(isRoot ? null : from);
  }, [from, isRoot]);
  return <Navigate to={MOBILE_HOME_PATH} replace />;
}

function ReturnToOrigin({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    mobileRedirectOrigin.set(null);
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

function ForgetOrigin() {
  useEffect(() => {
    mobileRedirectOrigin.set(null);
  }, []);
  return null;
}
