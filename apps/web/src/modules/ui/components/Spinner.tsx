import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '@/lib/utils';
import { LoaderCircleIcon } from './first-load-icons';

const spinnerVariants = cva('animate-spin', {
  variants: {
    size: { sm: 'size-4', md: 'size-6', lg: 'size-8' },
  },
  defaultVariants: { size: 'md' },
});

function Spinner({
  className,
  size,
  'aria-label': ariaLabel = 'Loading',
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof spinnerVariants>) {
  return (
    <span
      role="status"
      aria-label={ariaLabel}
      data-slot="spinner"
      className={cn('inline-flex items-center justify-center text-muted-foreground', className)}
      {...props}
    >
      <LoaderCircleIcon aria-hidden="true" className={spinnerVariants({ size })} />
    </span>
  );
}

export { Spinner, spinnerVariants };
