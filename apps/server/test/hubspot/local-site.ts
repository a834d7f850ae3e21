import http from 'node:http';

/**
 * A company website for enrichment tests, on port 80 of a random loopback address (127.x.y.z), so
 * a company's stored domain (an address without a port) reaches it. Needs permission to bind port
 * 80 (root in CI containers); null when refused, and the caller skips.
 */
export async function startLocalSite(
  pages: Record<string, string>,
): Promise<{ host: string; close(): Promise<void> } | null> {
  const server = http.createServer((request, response) => {
    const page = pages[request.url ?? '/'];
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  for (let attempt = 0; attempt < 5; attempt++) {
    const host = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    const ok = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(80, host, () => resolve(true));
    });
    if (ok) return { host, close: () => new Promise((resolve) => server.close(() => resolve())) };
  }
  return null;
}

export const organizationPage = (name: string, city: string) => `<!doctype html><html><head>
<title>${name}</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"${name}",
"telephone":"+44 113 496 0000","numberOfEmployees":{"@type":"QuantitativeValue","value":42},
"address":{"@type":"PostalAddress","addressLocality":"${city}","addressRegion":"West Yorkshire","addressCountry":"GB"}}</script>
</head><body><h1>${name}</h1></body></html>`;
