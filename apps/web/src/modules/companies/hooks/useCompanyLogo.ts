import { LOGO_PROBE_TIMEOUT_MS } from '@northdesk/shared';
import { useEffect, useState } from 'react';
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
 * The first logo that loads within 3 seconds (crm spec §9): the stored one, then the logo
 * service, then the favicon service; null means initials.
 */
export function useCompanyLogo(company: { logoFile: string | null; domain: string | null }): string | null {
  const [source, setSource] = useState<string | null>(null);
  const { logoFile, domain } = company;

  useEffect(() => {
    let current = true;
    setSource(null);
    (async () => {
      for (const candidate of logoSources({ logoFile, domain })) {
        if (await probe(candidate)) {
          if (current) setSource(candidate);
          return;
        }
      }
    })();
    return () => {
      current = false;
    };
  }, [logoFile, domain]);

  return source;
}
