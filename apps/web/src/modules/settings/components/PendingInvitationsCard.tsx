import { ADMIN_COPY, type Invitation } from '@northdesk/shared';
import { XIcon } from 'lucide-react';
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
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCancelInvitation } from '../hooks/useSettingsMutations';
import { formatDate } from '../utils/format-date';

/** Pending invitations (accepted and expired ones are not listed), each with cancel. */
export function PendingInvitationsCard({ invitations }: { invitations: readonly Invitation[] }) {
  const cancel = useCancelInvitation();
  const [cancelling, setCancelling] = useState<Invitation | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{ADMIN_COPY.pendingInvitationsTitle}</CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        {invitations.length === 0 ? (
          <p className="text-muted-foreground text-sm">{ADMIN_COPY.noPendingInvitations}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{ADMIN_COPY.emailColumn}</TableHead>
                <TableHead>{ADMIN_COPY.roleColumn}</TableHead>
                <TableHead>{ADMIN_COPY.invitedColumn}</TableHead>
                <TableHead>{ADMIN_COPY.expiresColumn}</TableHead>
                <TableHead className="text-right">{ADMIN_COPY.actionsColumn}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {invitations.map((invitation) => (
                <TableRow key={invitation.id}>
                  <TableCell className="font-medium">{invitation.email}</TableCell>
                  <TableCell>{invitation.roleLabel}</TableCell>
                  <TableCell className="text-muted-foreground">{formatDate(invitation.createdAt)}</TableCell>
                  <TableCell className="text-muted-foreground">{formatDate(invitation.expiresAt)}</TableCell>
                  <TableCell className="text-right">
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`${ADMIN_COPY.cancelInvitation} ${invitation.email}`}
                      onClick={() => setCancelling(invitation)}
                    >
                      <XIcon aria-hidden="true" />
                      {ADMIN_COPY.cancelInvitation}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <AlertDialog open={cancelling !== null} onOpenChange={(open) => !open && setCancelling(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{ADMIN_COPY.deleteInvitationTitle}</AlertDialogTitle>
            <AlertDialogDescription>
              {ADMIN_COPY.deleteInvitationDescription(cancelling?.email ?? '')}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{ADMIN_COPY.keepInvitation}</AlertDialogCancel>
            <AlertDialogAction
              className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
              onClick={() => {
                if (cancelling) cancel.mutate(cancelling.id);
                setCancelling(null);
              }}
            >
              {ADMIN_COPY.cancelInvitation}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
