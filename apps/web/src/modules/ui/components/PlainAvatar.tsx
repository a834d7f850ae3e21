import { type ComponentProps, useState } from 'react';
import { cn } from '@/lib/utils';

/**
 * A round avatar: the initials, covered by the picture once it has loaded (kept hidden if it
 * fails). Plain elements rather than Radix's avatar, so the header and the dashboard draw it
 * without the overlays' chunk (issue 17).
 */
export function PlainAvatar({
  src,
  initials,
  className,
  ...props
}: ComponentProps<'span'> & { src?: string | null; initials: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <span
      className={cn(
        'relative flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/10 font-semibold text-primary text-xs',
        className,
      )}
      {...props}
    >
      {initials}
      {src && failedSrc !== src ? (
        <img
          src={src}
          alt=""
          className="absolute inset-0 size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : null}
    </span>
  );
}
