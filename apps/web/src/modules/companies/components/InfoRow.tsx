import { COMPANIES_COPY } from '@northdesk/shared';
import type { ReactNode } from 'react';

/** One labelled fact of a company; empty values read "Not set". */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-3 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={empty ? 'text-muted-foreground italic' : 'min-w-0 break-words'}>
        {empty ? COMPANIES_COPY.notSet : children}
      </dd>
    </div>
  );
}
