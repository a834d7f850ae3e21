import { HUBSPOT_COPY } from '@northdesk/shared';
import { Badge } from '@/components/ui/badge';

/** Marks a list row that came from HubSpot (companies and contacts lists). */
export function HubspotSourceBadge() {
  return (
    <Badge variant="warning" title={HUBSPOT_COPY.sourceBadgeTitle}>
      {HUBSPOT_COPY.sourceBadge}
    </Badge>
  );
}
