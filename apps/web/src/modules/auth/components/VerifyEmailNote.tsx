import { AUTH_COPY } from '@northdesk/shared';
import { MailCheckIcon } from 'lucide-react';

export function VerifyEmailNote() {
  return (
    <output className="flex items-start gap-3 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2.5 text-sky-800 text-sm">
      <MailCheckIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{AUTH_COPY.checkEmailToVerify}</span>
    </output>
  );
}
