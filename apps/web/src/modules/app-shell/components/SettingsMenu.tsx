import { isDeveloperOrSuperAdmin } from '@northdesk/shared';
import { Building2Icon, SettingsIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { APP_SHELL_COPY } from '../copy';

/**
 * The gear menu (Settings, Company Details); only developers and super admins have it. Drawn
 * first as a placeholder (HeaderControls), which renders it open on the first click.
 */
export function SettingsMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  if (!isDeveloperOrSuperAdmin(user?.role)) return null;

  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={APP_SHELL_COPY.settingsMenu}>
          <SettingsIcon className="size-5" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" sideOffset={8} className="w-52">
        <DropdownMenuItem onSelect={() => void navigate('/settings')}>
          <SettingsIcon aria-hidden="true" />
          {APP_SHELL_COPY.settings}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate('/company')}>
          <Building2Icon aria-hidden="true" />
          {APP_SHELL_COPY.companyDetails}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
