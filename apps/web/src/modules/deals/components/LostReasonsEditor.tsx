import { DEALS_COPY as C, type LostReason } from '@northdesk/shared';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { usePipelineSettings } from '../hooks/usePipelineSettings';

type Draft = { key: string; id?: string; label: string };

/** The reasons offered when a deal is marked lost: rename, add, remove. */
export function LostReasonsEditor({ reasons }: { reasons: LostReason[] }) {
  const { saveLostReasons } = usePipelineSettings();
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    reasons.map((r) => ({ key: r.id, id: r.id, label: r.label })),
  );
  const [error, setError] = useState('');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError('');
    if (drafts.some((d) => !d.label.trim())) return setError(C.lostReasonRequired);
    saveLostReasons.mutate(
      { reasons: drafts.map((d) => ({ ...(d.id ? { id: d.id } : {}), label: d.label.trim() })) },
      { onError: (e) => setError(e instanceof ApiError ? e.message : C.pipelineSaveFailed) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-2">
      <ul className="grid gap-2">
        {drafts.map((draft, index) => (
          <li key={draft.key} className="flex gap-2">
            <Input
              aria-label={`${C.lostReasonLabel} ${index + 1}`}
              value={draft.label}
              onChange={(e) =>
                setDrafts((all) =>
                  all.map((d) => (d.key === draft.key ? { ...d, label: e.target.value } : d)),
                )
              }
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={C.removeLostReason(draft.label)}
              onClick={() => setDrafts((all) => all.filter((d) => d.key !== draft.key))}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => setDrafts((all) => [...all, { key: crypto.randomUUID(), label: '' }])}
        >
          <PlusIcon aria-hidden="true" />
          {C.addLostReason}
        </Button>
        <SubmitButton isPending={saveLostReasons.isPending}>{C.saveLostReasons}</SubmitButton>
      </div>
    </form>
  );
}
