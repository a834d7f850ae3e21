import { ADMIN_COPY, type Role, type SettingsUser } from '@northdesk/shared';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useRemoveUser, useUpdateUserRole } from '../hooks/useSettingsMutations';
import { RoleSelect } from './RoleSelect';

interface UsersCardProps {
  users: readonly SettingsUser[];
  currentUserId: string;
  actorRole: Role | null;
}

/** Company users with a role selector and a remove action (confirm: "cannot be undone"). */
export function UsersCard({ users, currentUserId, actorRole }: UsersCardProps) {
  const updateRole = useUpdateUserRole();
  const removeUser = useRemoveUser();
  const [removing, setRemoving] = useState<SettingsUser | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{ADMIN_COPY.usersTitle}</CardTitle>
        <CardDescription>{ADMIN_COPY.usersDescription}</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{ADMIN_COPY.nameColumn}</TableHead>
              <TableHead>{ADMIN_COPY.emailColumn}</TableHead>
              <TableHead>{ADMIN_COPY.roleColumn}</TableHead>
              <TableHead className="text-right">{ADMIN_COPY.actionsColumn}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {users.map((user) => {
              const name = user.fullName || user.email;
              const isSelf = user.id === currentUserId;
              const developerLocked = user.role === 'developer' && actorRole !== 'developer';
              return (
                <TableRow key={user.id}>
                  <TableCell className="font-medium">
                    {name}
                    {isSelf ? (
                      <Badge variant="secondary" className="ml-2">
                        {ADMIN_COPY.youBadge}
                      </Badge>
                    ) : null}
                    {user.status === 'pending' ? (
                      <Badge variant="outline" className="ml-2" title={ADMIN_COPY.pendingBadgeHint}>
                        {ADMIN_COPY.pendingBadge}
                      </Badge>
                    ) : null}
                  </TableCell>
                  <TableCell className="text-muted-foreground">{user.email}</TableCell>
                  <TableCell>
                    {developerLocked ? (
                      <Badge variant="outline">{user.roleLabel}</Badge>
                    ) : (
                      <RoleSelect
                        label={`Role of ${name}`}
                        value={user.role ?? 'operative'}
                        actorRole={actorRole}
                        disabled={updateRole.isPending}
                        onChange={(role) => updateRole.mutate({ userId: user.id, role })}
                      />
                    )}
                  </TableCell>
                  <TableCell className="text-right">
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      className="text-destructive hover:text-destructive"
                      disabled={isSelf || developerLocked}
                      title={isSelf ? ADMIN_COPY.cannotRemoveSelf : undefined}
                      aria-label={`${ADMIN_COPY.removeUser} ${name}`}
                      onClick={() => setRemoving(user)}
                    >
                      <Trash2Icon aria-hidden="true" />
                      {ADMIN_COPY.removeUser}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </CardContent>
      <AlertDialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{ADMIN_COPY.removeUserTitle}</AlertDialogTitle>
            <AlertDialogDescription>
              {ADMIN_COPY.removeUserDescription(removing?.fullName || removing?.email || '')}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{ADMIN_COPY.cancel}</AlertDialogCancel>
            <AlertDialogAction
              className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
              onClick={() => {
                if (removing) removeUser.mutate({ userId: removing.id, email: removing.email });
                setRemoving(null);
              }}
            >
              {ADMIN_COPY.removeUserTitle}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
