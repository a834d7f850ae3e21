import { z } from 'zod';
import { PASSWORD_RULES } from '../constants.ts';
import { ADMIN_COPY as C } from '../copy/administration.ts';

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  position: z.string().nullable(),
  lineManagerId: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponseSchema = z.object({ profile: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** A user of the same company, as offered for the line manager. */
export const colleagueSchema = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  position: z.string().nullable(),
});
export type Colleague = z.infer<typeof colleagueSchema>;

export const colleaguesResponseSchema = z.object({ users: z.array(colleagueSchema) });
export type ColleaguesResponse = z.infer<typeof colleaguesResponseSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const updateProfileRequestSchema = z.object({
  /** Required: a blank (spaces-only) name would leave the user unnamed in every list and mention. */
  fullName: z.string(C.fullNameRequired).trim().min(1, C.fullNameRequired).max(200),
  position: optionalText(200),
  /** Null is "No line manager". */
  lineManagerId: z
    .string()
    .min(1)
    .max(200)
    .nullish()
    .transform((value) => value ?? null),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** The profile's password change: here the current password is always checked by the server. */
export const profilePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1, C.currentPasswordRequired).max(128),
    newPassword: z.string().min(PASSWORD_RULES.changeMinLength, C.newPasswordTooShort).max(128),
    confirmPassword: z.string().max(128),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: C.newPasswordsDoNotMatch,
  });
export type ProfilePasswordRequest = z.infer<typeof profilePasswordRequestSchema>;

export const uploadedAvatarResponseSchema = z.object({ avatarUrl: z.string() });
