import type * as React from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/**
 * A collapsed sidebar's item name, shown beside its icon: Radix's tooltip (`ui-overlay`), fetched
 * only once the sidebar is collapsed to icons, not with the desktop layout's first load (issue 17).
 */
export function SidebarMenuTooltip({
  button,
  tooltip,
}: {
  button: React.ReactElement;
  tooltip: React.ComponentProps<typeof TooltipContent>;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right" align="center" {...tooltip} />
    </Tooltip>
  );
}
