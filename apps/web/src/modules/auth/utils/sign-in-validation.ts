import { type SignInRequest, signInRequestSchema } from '@northdesk/shared';

export type SignInField = keyof SignInRequest;
export type SignInErrors = Partial<Record<SignInField, string>>;

/**
 * The sign-in form's check with the API's own schema, in a chunk of its own (SignInForm.tsx): the
 * values to send, or the first message per field.
 */
export function validateSignIn(
  values: SignInRequest,
): { data: SignInRequest; errors: null } | { data: null; errors: SignInErrors } {
  const parsed = signInRequestSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: SignInErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}
