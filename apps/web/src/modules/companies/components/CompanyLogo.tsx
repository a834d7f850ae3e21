import { useRef } from 'react';
import { cn } from '@/lib/utils';
import { useNearViewport } from '@/modules/ui/hooks/useNearViewport';
import { initialsOf } from '@/modules/ui/utils/initials';
import { useCompanyLogo } from '../hooks/useCompanyLogo';

interface CompanyLogoProps {
  company: { name: string; logoFile: string | null; domain: string | null };
  className?: string;
}

/**
 * The company's logo (stored, else the logo services the server has on), else its initials; initials
 * too while the logo is being looked for, so no broken image ever shows. Looked for once it comes
 * near the window: a list's rows further down wait until scrolled to (issue 17).
 */
export function CompanyLogo({ company, className }: CompanyLogoProps) {
  const box = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(box);
  const source = useCompanyLogo(company, near);
  return (
    <span
      ref={box}
      className={cn(
        'flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted font-medium text-muted-foreground text-xs',
        className,
      )}
    >
      {source ? (
        <img src={source} alt="" className="size-full object-contain" data-testid="company-logo-image" />
      ) : (
        <span aria-hidden="true">{initialsOf(company.name) || '?'}</span>
      )}
    </span>
  );
}
