import { normalizePath } from './page-titles';

/** Whether a navigation item is the current one: by path prefix, the root only exactly. */
export function isPathActive(itemPath: string, currentPath: string): boolean {
  const item = normalizePath(itemPath);
  const current = normalizePath(currentPath);
  if (item === '/') return current === '/';
  return current === item || current.startsWith(`${item}/`);
}
