import { z } from 'zod';
import { ACCESS_LEVELS, PERMISSION_SECTIONS } from '../access.ts';
import { PASSWORD_RULES } from '../constants.ts';
import { ADMIN_COPY as C } from '../copy/administration.ts';
import { ROLES } from '../roles.ts';

export const permissionSectionSchema = z.object({ id: z.string(), displayName: z.string() });

export const settingsUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  roleLabel: z.string(),
  /** pending: created with a password and not signed in yet. */
  status: z.enum(['active', 'pending']),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SettingsUser = z.infer<typeof settingsUserSchema>;

export const settingsUsersResponseSchema = z.object({ users: z.array(settingsUserSchema) });
export type SettingsUsersResponse = z.infer<typeof settingsUsersResponseSchema>;

export const storedPermissionSchema = z.object({
  userId: z.string(),
  sectionId: z.string(),
  accessLevel: z.enum(ACCESS_LEVELS),
});
export type StoredPermission = z.infer<typeof storedPermissionSchema>;

export const permissionsMatrixResponseSchema = z.object({
  sections: z.array(permissionSectionSchema),
  users: z.array(settingsUserSchema),
  permissions: z.array(storedPermissionSchema),
});
export type PermissionsMatrixResponse = z.infer<typeof permissionsMatrixResponseSchema>;

const sectionIds = PERMISSION_SECTIONS.map((s) => s.id) as [string, ...string[]];

export const savePermissionsRequestSchema = z.object({
  changes: z
    .array(
      z.object({
        userId: z.string().min(1).max(200),
        sectionId: z.enum(sectionIds),
        accessLevel: z.enum(ACCESS_LEVELS),
      }),
    )
    .min(1)
    .max(1000),
});
export type SavePermissionsRequest = z.infer<typeof savePermissionsRequestSchema>;

export const savePermissionsResponseSchema = z.object({ updated: z.number().int().min(0) });

const email = z
  .string()
  .trim()
  .min(1, C.emailRequired)
  .max(254)
  .pipe(z.email(C.emailInvalid))
  .transform((value) => value.toLowerCase());

export const createUserRequestSchema = z.object({
  fullName: z.string().trim().min(1, C.fullNameRequired).max(200),
  email,
  password: z.string().min(PASSWORD_RULES.changeMinLength, C.passwordTooShort).max(128),
  role: z.enum(ROLES).default('operative'),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

export const settingsUserResponseSchema = z.object({ user: settingsUserSchema });

export const updateRoleRequestSchema = z.object({ role: z.enum(ROLES) });
export type UpdateRoleRequest = z.infer<typeof updateRoleRequestSchema>;

export const userIdParamsSchema = z.object({ userId: z.string().min(1).max(200) });

/** role → section → level, complete for every role and permission section. */
export const defaultAccessLevelsSchema = z.record(
  z.enum(ROLES),
  z.record(z.enum(sectionIds), z.enum(ACCESS_LEVELS)),
);
export type DefaultAccessLevels = z.infer<typeof defaultAccessLevelsSchema>;

export const companySettingsSchema = z.object({
  roundRspToWholeNumbers: z.boolean(),
  cloudStorageEnabled: z.boolean(),
  primaryCloudProvider: z.string(),
  cloudStorageFolderStructure: z.string(),
  defaultAccessLevels: defaultAccessLevelsSchema,
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

export const companySettingsResponseSchema = z.object({ settings: companySettingsSchema });
export type CompanySettingsResponse = z.infer<typeof companySettingsResponseSchema>;

export const updateCompanySettingsRequestSchema = z
  .object({
    roundRspToWholeNumbers: z.boolean().optional(),
    defaultAccessLevels: z
      .record(z.enum(ROLES), z.record(z.enum(sectionIds), z.enum(ACCESS_LEVELS)))
      .optional(),
  })
  .refine((v) => v.roundRspToWholeNumbers !== undefined || v.defaultAccessLevels !== undefined, {
    message: 'Nothing to update',
  });
export type UpdateCompanySettingsRequest = z.infer<typeof updateCompanySettingsRequestSchema>;
