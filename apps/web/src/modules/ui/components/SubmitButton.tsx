import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/modules/ui/components/Spinner';

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type'> & { isPending: boolean };

/** A submit button that is disabled and shows a spinner while its form is being sent. */
export function SubmitButton({ isPending, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={isPending || disabled} aria-busy={isPending || undefined} {...props}>
      {isPending ? <Spinner size="sm" aria-hidden="true" className="text-current" /> : null}
      {children}
    </Button>
  );
}
