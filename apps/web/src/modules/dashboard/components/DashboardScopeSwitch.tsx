import { type DashboardScope, OWNERSHIP_COPY } from '@northdesk/shared';
import { Button } from '@/components/ui/button';

interface DashboardScopeSwitchProps {
  scope: DashboardScope;
  onChange: (scope: DashboardScope) => void;
}

/** Whose figures the cards show: everyone's, or the records I own (kept in the address). */
export function DashboardScopeSwitch({ scope, onChange }: DashboardScopeSwitchProps) {
  const options: [DashboardScope, string][] = [
    ['everyone', OWNERSHIP_COPY.dashboardEveryone],
    ['mine', OWNERSHIP_COPY.dashboardMine],
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toggle group of two pressed-state buttons, not a form fieldset
    <div
      role="group"
      aria-label={OWNERSHIP_COPY.dashboardScopeLabel}
      className="flex gap-1 rounded-lg border p-1"
    >
      {options.map(([value, label]) => (
        <Button
          key={value}
          type="button"
          size="sm"
          variant={scope === value ? 'default' : 'ghost'}
          aria-pressed={scope === value}
          onClick={() => onChange(value)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
