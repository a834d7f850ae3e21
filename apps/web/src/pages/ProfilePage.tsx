import { KeyRoundIcon, UserIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PasswordChangeDialog } from '@/modules/auth/components/PasswordChangeDialog';
import { PlaceholderPage } from '@/modules/page-layout/components/PlaceholderPage';
import { PAGE_COPY, PAGE_LAYOUT_COPY } from '@/modules/page-layout/copy';

export function ProfilePage() {
  const [isPasswordDialogOpen, setIsPasswordDialogOpen] = useState(false);
  const { title, description } = PAGE_COPY.profile;

  return (
    <>
      <PlaceholderPage
        title={title}
        description={description}
        icon={UserIcon}
        actions={
          <Button variant="outline" onClick={() => setIsPasswordDialogOpen(true)}>
            <KeyRoundIcon aria-hidden="true" />
            {PAGE_LAYOUT_COPY.changePassword}
          </Button>
        }
      />
      <PasswordChangeDialog
        mode="optional"
        open={isPasswordDialogOpen}
        onOpenChange={setIsPasswordDialogOpen}
      />
    </>
  );
}
