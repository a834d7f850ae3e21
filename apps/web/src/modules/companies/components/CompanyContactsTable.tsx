import { COMPANIES_COPY as C, type LinkedContact } from '@northdesk/shared';
import { EyeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { contactName } from '../utils/contact-name';
import { formatDate } from '../utils/formatting';
import { LeadStatusBadge } from './LeadStatusBadge';

/** The Contacts and Departments tabs (docs/product/companies.md): name, job title, email, phone, lead status, last activity, view. */
export function CompanyContactsTable({
  contacts,
  companyId,
}: {
  contacts: LinkedContact[];
  companyId: string;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{C.contactName}</TableHead>
          <TableHead>{C.contactJobTitle}</TableHead>
          <TableHead>{C.contactEmail}</TableHead>
          <TableHead>{C.contactPhone}</TableHead>
          <TableHead>{C.columnLeadStatus}</TableHead>
          <TableHead>{C.contactLastActivity}</TableHead>
          <TableHead className="text-right">{C.columnActions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {contacts.map((contact) => {
          const name = contactName(contact);
          return (
            <TableRow key={contact.id}>
              <TableCell className="font-medium">{name}</TableCell>
              <TableCell>{contact.jobTitle}</TableCell>
              <TableCell>{contact.email}</TableCell>
              <TableCell>{contact.phone}</TableCell>
              <TableCell>
                {contact.leadStatus ? <LeadStatusBadge status={contact.leadStatus} /> : null}
              </TableCell>
              <TableCell className="text-muted-foreground">{formatDate(contact.lastActivityAt)}</TableCell>
              <TableCell className="text-right">
                <Button asChild variant="ghost" size="icon" aria-label={C.viewContact(name)}>
                  <Link to={`/contacts/${contact.id}?companyId=${encodeURIComponent(companyId)}`}>
                    <EyeIcon aria-hidden="true" />
                  </Link>
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
