import { CONTACTS_COPY, type Contact, industryLabel } from '@northdesk/shared';
import { ExternalLinkIcon, LinkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LeadStatusBadge } from '@/modules/companies/components/LeadStatusBadge';
import { InfoList } from './ContactInfoList';

const { companyFields } = CONTACTS_COPY;

interface ContactCompanyTabProps {
  contact: Contact;
  canEdit: boolean;
  onLinkCompany: () => void;
}

/** The linked company's details, or the way to link one. */
export function ContactCompanyTab({ contact, canEdit, onLinkCompany }: ContactCompanyTabProps) {
  const company = contact.crmCompany;
  if (!company || company.isIndividualContacts) {
    return (
      <div className="grid justify-items-center gap-3 py-8 text-center">
        <p className="text-muted-foreground text-sm">
          {company?.isIndividualContacts ? CONTACTS_COPY.individualHint : CONTACTS_COPY.noCompany}
        </p>
        {canEdit ? (
          <Button variant="outline" onClick={onLinkCompany}>
            <LinkIcon aria-hidden="true" />
            {CONTACTS_COPY.linkCompany}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-lg">{company.name}</h3>
        <div className="flex gap-2">
          {canEdit ? (
            <Button variant="outline" size="sm" onClick={onLinkCompany}>
              <LinkIcon aria-hidden="true" />
              {CONTACTS_COPY.changeCompany}
            </Button>
          ) : null}
          <Button variant="outline" size="sm" asChild>
            <Link to={`/companies/${company.id}`}>{CONTACTS_COPY.viewCompany}</Link>
          </Button>
        </div>
      </div>
      <InfoList
        items={[
          { label: companyFields.industry, value: company.industry ? industryLabel(company.industry) : null },
          { label: companyFields.employees, value: company.employeeCount?.toLocaleString() },
          {
            label: companyFields.website,
            value: company.domain ? (
              <a
                href={`https://${company.domain}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 hover:underline"
              >
                {company.domain}
                <ExternalLinkIcon className="size-3" aria-hidden="true" />
              </a>
            ) : null,
          },
          { label: companyFields.phone, value: company.phone },
          { label: companyFields.billingEmail, value: company.billingEmail },
          { label: companyFields.address, value: company.billingAddress },
          { label: companyFields.location, value: [company.city, company.state].filter(Boolean).join(', ') },
          { label: companyFields.country, value: company.country },
          { label: companyFields.leadStatus, value: <LeadStatusBadge status={company.leadStatus} /> },
        ]}
      />
    </div>
  );
}
