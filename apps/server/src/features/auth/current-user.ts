import { type CurrentUser, roleLabel } from '@northdesk/shared';
import type { RequestUser } from './request-user.ts';

export function toCurrentUser(user: RequestUser): CurrentUser {
  return {
    id: user.userId,
    email: user.email,
    fullName: user.fullName,
    avatarUrl: user.avatarUrl,
    role: user.role,
    roleLabel: roleLabel(user.role),
    companyId: user.companyId,
    companyName: user.companyName,
    firstLoginCompleted: user.firstLoginCompleted,
  };
}
