import { z } from 'zod';
import { PASSWORD_RULES } from '../constants.ts';
import { AUTH_COPY as C } from '../copy/auth.ts';
import { ROLES } from '../roles.ts';

const email = z.string().trim().min(1, C.emailRequired).pipe(z.email(C.emailInvalid));

/** Sign-up password rules (spec §5): each rule has its own message. */
export const signupPasswordSchema = z
  .string()
  .min(PASSWORD_RULES.signupMinLength, C.passwordMinSignup)
  .regex(/[A-Z]/, C.passwordUppercase)
  .regex(/[a-z]/, C.passwordLowercase)
  .regex(/[0-9]/, C.passwordNumber)
  .regex(/[^A-Za-z0-9]/, C.passwordSpecial)
  .max(128);

export const changePasswordValueSchema = z
  .string()
  .min(PASSWORD_RULES.changeMinLength, C.passwordMinChange)
  .max(128);

export const signUpRequestSchema = z
  .object({
    fullName: z.string().trim().min(1, C.fullNameRequired).max(200),
    companyName: z.string().trim().min(1, C.companyNameRequired).max(200),
    email,
    password: signupPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: C.passwordsDoNotMatch,
  });
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const signInRequestSchema = z.object({
  email,
  password: z.string().min(1, C.passwordRequired).max(128),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  roleLabel: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
  firstLoginCompleted: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const currentUserResponseSchema = z.object({ user: currentUserSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

export const forgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** Reset from a recovery link: the token comes from the link's hash. */
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1),
  newPassword: z.string().min(PASSWORD_RULES.resetMinLength, C.resetTooShortMessage).max(128),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/**
 * Password change of the signed-in user. The current password is required except for the forced
 * change at first sign-in (the account was just given a password by someone else).
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().max(128).optional(),
  newPassword: changePasswordValueSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The decoded crossApp query parameter (base64 JSON). */
export const crossAppPayloadSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  source: z.string().trim().min(1).max(40),
  returnUrl: z
    .url()
    .refine((u) => /^https?:\/\//i.test(u), 'Only http(s) return URLs are allowed')
    .optional(),
  breadcrumb: z.string().max(200).optional(),
});
export type CrossAppPayload = z.infer<typeof crossAppPayloadSchema>;

export const crossAppSessionRequestSchema = crossAppPayloadSchema.pick({
  accessToken: true,
  refreshToken: true,
});
export type CrossAppSessionRequest = z.infer<typeof crossAppSessionRequestSchema>;

/**
 * Tokens for an outgoing jump to a sibling app: a 15-minute JWT and, as refreshToken, a single-use
 * exchange code valid two minutes (never a session token: the pair travels in a URL).
 */
export const crossAppTokensResponseSchema = z.object({
  userId: z.string(),
  companyId: z.uuid(),
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type CrossAppTokensResponse = z.infer<typeof crossAppTokensResponseSchema>;
