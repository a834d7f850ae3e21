import { useMemo } from 'react';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import type { PalettePage } from '@/modules/command-palette/components/CommandPalette';
import { MARKETING_URL } from '../utils/marketing-url';
import { sidebarNavigation, visibleNavigation } from '../utils/sidebar-navigation';

const NAVIGATION = sidebarNavigation(MARKETING_URL);

/** The pages the palette's "Go to" offers: the sidebar's, as the user's role shows them. */
export function useCommandPalettePages(): readonly PalettePage[] {
  const { user } = useCurrentUser();
  return useMemo(
    () =>
      visibleNavigation(NAVIGATION, user?.role).flatMap((group) =>
        group.items.flatMap((item) =>
          item.kind === 'route'
            ? [{ title: item.title, path: item.path, group: group.label, icon: item.icon }]
            : [],
        ),
      ),
    [user?.role],
  );
}
