import { type ClassValue, clsx } from 'clsx';

type ClassMerge = (classes: string) => string;

/**
 * Tailwind's conflict resolution (tailwind-merge), installed by lib/class-merge.ts before any page
 * but the sign-in page renders (app/lazy-page.ts). The sign-in page's first load goes without
 * it (issue 17: it is a twelfth of that load): nothing it renders passes a class that conflicts
 * with a component's own, so its classes are the same either way.
 */
let merge: ClassMerge | null = null;

export function installClassMerge(classMerge: ClassMerge): void {
  merge = classMerge;
}

/** Joins class names and lets later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  return merge ? merge(classes) : classes;
}
