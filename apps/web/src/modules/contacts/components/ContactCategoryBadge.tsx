import { CONTACT_CATEGORY_BADGES, CONTACT_CATEGORY_LABELS, type ContactCategory } from '@northdesk/shared';
import { BuildingIcon, InboxIcon, UserIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

const STYLE = {
  company: { variant: 'outline', Icon: BuildingIcon },
  generic: { variant: 'info', Icon: UserIcon },
  department: { variant: 'secondary', Icon: InboxIcon },
} as const;

/** Business / Individual / Department (docs/product/contacts.md), with the long name for assistive tech. */
export function ContactCategoryBadge({ category }: { category: ContactCategory }) {
  const { variant, Icon } = STYLE[category];
  return (
    <Badge variant={variant} title={CONTACT_CATEGORY_LABELS[category]}>
      <Icon aria-hidden="true" />
      {CONTACT_CATEGORY_BADGES[category]}
    </Badge>
  );
}
