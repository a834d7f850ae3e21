import { CheckIcon, CircleIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { AUTH_WEB_COPY } from '../copy';
import { SIGNUP_PASSWORD_RULES } from '../utils/signup-password-rules';

/** The sign-up password rules, ticked off as the user types. */
export function SignUpPasswordChecklist({ password }: { password: string }) {
  return (
    <div className="rounded-lg bg-muted/60 px-3 py-2.5">
      <p className="font-medium text-muted-foreground text-xs">{AUTH_WEB_COPY.passwordRulesTitle}</p>
      <ul className="mt-1.5 grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {SIGNUP_PASSWORD_RULES.map((rule) => {
          const isMet = rule.isMet(password);
          return (
            <li
              key={rule.id}
              className={cn(
                'flex items-center gap-1.5 text-xs transition-colors',
                isMet ? 'text-emerald-700' : 'text-muted-foreground',
              )}
            >
              {isMet ? (
                <CheckIcon className="size-3.5 shrink-0" aria-hidden="true" />
              ) : (
                <CircleIcon className="size-3 shrink-0 opacity-60" aria-hidden="true" />
              )}
              {rule.label}
              <span className="sr-only">
                ({isMet ? AUTH_WEB_COPY.passwordRuleMet : AUTH_WEB_COPY.passwordRuleNotMet})
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
