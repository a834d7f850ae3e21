import { LogOutIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { AUTH_WEB_COPY } from '../copy';
import { useSignOut } from '../hooks/useSignOut';

export function SignOutButton(props: Omit<ComponentProps<typeof Button>, 'onClick'>) {
  const signOut = useSignOut();

  return (
    <Button variant="outline" {...props} disabled={signOut.isPending} onClick={() => signOut.mutate()}>
      {signOut.isPending ? <Spinner size="sm" aria-hidden="true" className="text-current" /> : <LogOutIcon />}
      {AUTH_WEB_COPY.signOut}
    </Button>
  );
}
