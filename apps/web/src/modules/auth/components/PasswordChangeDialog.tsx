import { AUTH_COPY } from '@northdesk/shared';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { PasswordChangeForm, type PasswordChangeMode } from './PasswordChangeForm';

interface PasswordChangeDialogProps {
  /** forced: first sign-in, cannot be dismissed; optional: the user chose to change it. */
  mode: PasswordChangeMode;
  open: boolean;
  /** Ignored in forced mode, which only closes once the user no longer needs a new password. */
  onOpenChange?: (open: boolean) => void;
}

const preventDismiss = (event: Event) => event.preventDefault();

export function PasswordChangeDialog({ mode, open, onOpenChange }: PasswordChangeDialogProps) {
  const isForced = mode === 'forced';

  return (
    <Dialog open={open} onOpenChange={isForced ? undefined : onOpenChange}>
      <DialogContent
        showCloseButton={!isForced}
        onEscapeKeyDown={isForced ? preventDismiss : undefined}
        onInteractOutside={isForced ? preventDismiss : undefined}
        className="sm:max-w-md"
      >
        <DialogHeader>
          <DialogTitle>
            {isForced ? AUTH_COPY.passwordDialogForcedTitle : AUTH_COPY.passwordDialogOptionalTitle}
          </DialogTitle>
          <DialogDescription>
            {isForced
              ? AUTH_COPY.passwordDialogForcedDescription
              : AUTH_COPY.passwordDialogOptionalDescription}
          </DialogDescription>
        </DialogHeader>
        <PasswordChangeForm mode={mode} onDone={() => onOpenChange?.(false)} />
      </DialogContent>
    </Dialog>
  );
}
