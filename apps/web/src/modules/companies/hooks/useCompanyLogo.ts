import { LOGO_PROBE_TIMEOUT_MS } from '@northdesk/shared';
import { useEffect, useState } from 'react';
import { useClientConfig } from '@/modules/client-config/hooks/useClientConfig';
import { logoSources } from '../utils/logo-sources';

/** Sources already tried in this tab: a logo that loaded (or failed) once is not probed again. */
const probed = new Map<string, Promise<boolean>>();

function probe(src: string): Promise<boolean> {
  let result = probed.get(src);
  if (!result) {
    result = new Promise<boolean>((resolve) => {
      const image = new Image();
      const timer = window.setTimeout(() => {
        image.src = '';
        resolve(false);
      }, LOGO_PROBE_TIMEOUT_MS);
      image.onload = () => {
        window.clearTimeout(timer);
        resolve(image.naturalWidth > 0);
      };
      image.onerror = () => {
        window.clearTimeout(timer);
        resolve(false);
      };
      image.src = src;
    });
    probed.set(src, result);
  }
  return result;
}

/**
 * The first logo that loads within 3 seconds (docs/product/companies.md): the stored one, then the logo
 * service, then the favicon service, as the server configures them; null means initials. Nothing is
 * probed until `wanted` (the logo is near the window).
 */
export function useCompanyLogo(
  company: { logoFile: string | null; domain: string | null },
  wanted = true,
): string | null {
  const [source, setSource] = useState<string | null>(null);
  const { logoFile, domain } = company;
  const clientConfig = useClientConfig();
  // Until the server says which services are on, initials: no probe of a service that may be off.
  // If its settings cannot be read, the stored logo is still tried, the services are not.
  const ready = wanted && !clientConfig.isPending;
  const logoService = clientConfig.data?.logoSources.logoService ?? null;
  const faviconService = clientConfig.data?.logoSources.faviconService ?? null;

  useEffect(() => {
    let current = true;
    setSource(null);
    if (!ready) return;
    (async () => {
      for (const candidate of logoSources({ logoFile, domain }, { logoService, faviconService })) {
        if (await probe(candidate)) {
          if (current) setSource(candidate);
          return;
        }
      }
    })();
    return () => {
      current = false;
    };
  }, [ready, logoFile, domain, logoService, faviconService]);

  return source;
}
