import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AcceptInvitationForm,
  ADMIN_COPY,
  acceptInvitationFormSchema,
  type PublicInvitation,
} from '@northdesk/shared';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FormField } from '@/modules/ui/components/FormField';
import { PasswordInput } from '@/modules/ui/components/PasswordInput';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useAcceptInvitation } from '../hooks/useInvitation';

/** Shows the company and the invited address; asks full name and password, then sends to sign in. */
export function AcceptInvitationCard({ token, invitation }: { token: string; invitation: PublicInvitation }) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AcceptInvitationForm>({
    resolver: zodResolver(acceptInvitationFormSchema),
    defaultValues: { fullName: '', password: '', confirmPassword: '' },
  });
  const submit = handleSubmit((values) =>
    accept.mutate({ token, ...values }, { onSuccess: () => void navigate('/auth', { replace: true }) }),
  );

  return (
    <Card className="gap-6 shadow-md">
      <CardHeader className="text-center">
        <CardTitle>
          <h1 className="font-semibold text-2xl tracking-tight">{ADMIN_COPY.invitationTitle}</h1>
        </CardTitle>
        <CardDescription>{ADMIN_COPY.invitationDescription(invitation.companyName)}</CardDescription>
        <p className="text-muted-foreground text-xs">{ADMIN_COPY.invitationRoleLine(invitation.roleLabel)}</p>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <FormField id="invitation-email" label={ADMIN_COPY.emailLabel}>
            {(control) => <Input {...control} type="email" value={invitation.email} readOnly disabled />}
          </FormField>
          <FormField
            id="invitation-full-name"
            label={ADMIN_COPY.fullNameLabel}
            error={errors.fullName?.message}
          >
            {(control) => <Input {...control} autoComplete="name" {...register('fullName')} />}
          </FormField>
          <FormField
            id="invitation-password"
            label={ADMIN_COPY.passwordLabel}
            error={errors.password?.message}
          >
            {(control) => (
              <PasswordInput {...control} autoComplete="new-password" {...register('password')} />
            )}
          </FormField>
          <FormField
            id="invitation-confirm-password"
            label={ADMIN_COPY.confirmPasswordLabel}
            error={errors.confirmPassword?.message}
          >
            {(control) => (
              <PasswordInput {...control} autoComplete="new-password" {...register('confirmPassword')} />
            )}
          </FormField>
          <SubmitButton isPending={accept.isPending} className="w-full">
            {ADMIN_COPY.acceptInvitation}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
