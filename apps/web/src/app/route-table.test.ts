import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTableFromSource } from '../../build/route-table.ts';

// The server's per-route preloads read router.tsx's table (build/route-table.ts): a route the
// reader misses would only lose its preload, so this keeps the two in step.
const source = fs.readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');

describe('the route table read from router.tsx', () => {
  const table = routeTableFromSource(source);
  const find = (pattern: string) => table.routes.find((route) => route.pattern === pattern);

  it('finds every lazy page route of the router', () => {
    // Outside comments (the router's doc comment shows the pattern).
    const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
    const lazyRoutes = code.match(/lazy:\s*\w*[pP]age\(\s*\(\)\s*=>\s*import\('@\/pages\//g) ?? [];
    expect(table.routes.length).toBe(lazyRoutes.length);
    expect(table.layout).toBe('./ProtectedLayout');
  });

  it('tells the public pages from the signed-in ones', () => {
    expect(find('auth')).toMatchObject({ module: '@/pages/auth/AuthPage', signedIn: false });
    expect(find('q/:token')?.signedIn).toBe(false);
    expect(find('')).toMatchObject({ module: '@/pages/dashboard/DashboardPage', signedIn: true });
    expect(find('companies')?.signedIn).toBe(true);
    expect(find('mobile-home')?.signedIn).toBe(true);
    expect(find('*')).toMatchObject({ module: '@/pages/errors/NotFoundPage', signedIn: false });
  });
});
