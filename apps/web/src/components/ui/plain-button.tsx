import type { VariantProps } from 'class-variance-authority';
import type * as React from 'react';

import { cn } from '@/lib/utils';
import { buttonVariants } from './button-variants';

/**
 * Button without `asChild`: what the sign-in page and the error screen use, so their first load
 * goes without Radix's Slot (issue 17). Same looks as Button.
 */
function PlainButton({
  className,
  variant,
  size,
  ...props
}: React.ComponentProps<'button'> & VariantProps<typeof buttonVariants>) {
  return (
    <button data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...props} />
  );
}

export { PlainButton };
