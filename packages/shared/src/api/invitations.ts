import { z } from 'zod';
import { PASSWORD_RULES } from '../constants.ts';
import { ADMIN_COPY as C } from '../copy/administration.ts';
import { ROLES } from '../roles.ts';

/** An invitation link works for this long, once. */
export const INVITATION_VALID_DAYS = 7;

export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(ROLES),
  roleLabel: z.string(),
  invitedByName: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationsResponseSchema = z.object({ invitations: z.array(invitationSchema) });
export type InvitationsResponse = z.infer<typeof invitationsResponseSchema>;

export const invitationResponseSchema = z.object({ invitation: invitationSchema });

export const createInvitationRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, C.emailRequired)
    .max(254)
    .pipe(z.email(C.emailInvalid))
    .transform((value) => value.toLowerCase()),
  role: z.enum(ROLES).default('operative'),
});
export type CreateInvitationRequest = z.input<typeof createInvitationRequestSchema>;

export const invitationIdParamsSchema = z.object({ id: z.uuid(C.invitationNotFound) });

/** What the public invitation page shows before the person joins. */
export const publicInvitationSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  roleLabel: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type PublicInvitation = z.infer<typeof publicInvitationSchema>;

export const publicInvitationResponseSchema = z.object({ invitation: publicInvitationSchema });

const token = z.string().min(1, C.invitationInvalid).max(200, C.invitationInvalid);

/** The token travels in the body, not the path, so it stays out of request logs. */
export const invitationTokenRequestSchema = z.object({ token });
export type InvitationTokenRequest = z.infer<typeof invitationTokenRequestSchema>;

const acceptFields = {
  fullName: z.string().trim().min(1, C.fullNameRequired).max(200),
  password: z.string().min(PASSWORD_RULES.changeMinLength, C.passwordMinLength).max(128),
  confirmPassword: z.string().max(128),
};
const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const mismatch = { path: ['confirmPassword'], message: C.passwordsDoNotMatch };

/** The invitation page's form: full name and password (at least 6), confirmed. */
export const acceptInvitationFormSchema = z.object(acceptFields).refine(passwordsMatch, mismatch);
export type AcceptInvitationForm = z.infer<typeof acceptInvitationFormSchema>;

export const acceptInvitationRequestSchema = z
  .object({ token, ...acceptFields })
  .refine(passwordsMatch, mismatch);
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;
