import type { ComponentProps } from 'react';
import { PlainButton } from '@/components/ui/plain-button';
import { LoaderCircleIcon } from './first-load-icons';

type SubmitButtonProps = Omit<ComponentProps<typeof PlainButton>, 'type'> & { isPending: boolean };

/**
 * A submit button that is disabled and shows a spinner while its form is being sent. The icon in
 * the button's own colour, not <Spinner className="text-current">: the sign-in page renders
 * without Tailwind's class merging, where two text colours would not resolve (lib/utils.ts).
 */
export function SubmitButton({ isPending, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <PlainButton type="submit" disabled={isPending || disabled} aria-busy={isPending || undefined} {...props}>
      {isPending ? <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </PlainButton>
  );
}
