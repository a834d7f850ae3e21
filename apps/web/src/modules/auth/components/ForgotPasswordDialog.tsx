// Renders with Tailwind's class merging (lib/utils.ts): loaded after the sign-in page's first load.
import '@/lib/class-merge';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_COPY, forgotPasswordRequestSchema } from '@northdesk/shared';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { AUTH_WEB_COPY } from '../copy';
import { useRequestPasswordReset } from '../hooks/useRequestPasswordReset';

interface ForgotPasswordDialogProps {
  open: boolean;
  defaultEmail: string;
  onOpenChange: (open: boolean) => void;
}

export function ForgotPasswordDialog({ open, defaultEmail, onOpenChange }: ForgotPasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{AUTH_COPY.forgotPasswordTitle}</DialogTitle>
          <DialogDescription>{AUTH_COPY.forgotPasswordDescription}</DialogDescription>
        </DialogHeader>
        <ForgotPasswordForm defaultEmail={defaultEmail} onSent={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ForgotPasswordForm({ defaultEmail, onSent }: { defaultEmail: string; onSent: () => void }) {
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: defaultEmail },
  });

  return (
    <form
      noValidate
      className="grid gap-6"
      onSubmit={handleSubmit((values) => requestReset.mutate(values, { onSuccess: onSent }))}
    >
      <FormField id="reset-request-email" label={AUTH_WEB_COPY.emailLabel} error={errors.email?.message}>
        {(controlProps) => (
          <Input
            {...controlProps}
            {...register('email')}
            type="email"
            autoComplete="email"
            placeholder={AUTH_WEB_COPY.emailPlaceholder}
          />
        )}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {AUTH_COPY.cancel}
          </Button>
        </DialogClose>
        <SubmitButton isPending={requestReset.isPending}>{AUTH_COPY.sendResetLink}</SubmitButton>
      </DialogFooter>
    </form>
  );
}
