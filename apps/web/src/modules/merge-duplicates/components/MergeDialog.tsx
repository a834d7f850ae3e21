import {
  MERGE_DUPLICATES_COPY as C,
  type DuplicatePair,
  type DuplicateRecord,
  LEAD_STATUS_LABELS,
  MERGE_FIELDS,
  type MergeEntity,
} from '@northdesk/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { errorMessageOf } from '@/lib/api-client';
import { useMergeRecords } from '../hooks/useDuplicates';

type Side = 'a' | 'b';

const shown = (field: string, value: string | null | undefined): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (field === 'leadStatus') return LEAD_STATUS_LABELS[value as keyof typeof LEAD_STATUS_LABELS] ?? value;
  return value;
};

/** The record kept by default: the one with more linked records, else the older one. */
const defaultKept = (pair: DuplicatePair): Side =>
  pair.a.related !== pair.b.related
    ? pair.a.related > pair.b.related
      ? 'a'
      : 'b'
    : pair.a.createdAt <= pair.b.createdAt
      ? 'a'
      : 'b';

/** Per field, the kept record's value unless it is empty and the other has one. */
function defaultPicks(entity: MergeEntity, pair: DuplicatePair, kept: Side): Record<string, Side> {
  const other: Side = kept === 'a' ? 'b' : 'a';
  return Object.fromEntries(
    MERGE_FIELDS[entity].map((field) => [
      field,
      !shown(field, pair[kept].values[field]) && shown(field, pair[other].values[field]) ? other : kept,
    ]),
  );
}

function ValueChoice({
  field,
  side,
  record,
  checked,
  onPick,
}: {
  field: string;
  side: Side;
  record: DuplicateRecord;
  checked: boolean;
  onPick: (side: Side) => void;
}) {
  const value = shown(field, record.values[field]);
  const label = C.fieldLabels[field] ?? field;
  return (
    <td className="border-t p-2 align-top">
      <label className="flex items-start gap-2">
        <input
          type="radio"
          name={`merge-${field}`}
          className="mt-1 size-4"
          checked={checked}
          onChange={() => onPick(side)}
        />
        <span className="break-words">
          <span className="sr-only">{`${label}: `}</span>
          {value ?? <span className="text-muted-foreground italic">{C.emptyValue}</span>}
        </span>
      </label>
    </td>
  );
}

/** Side by side: which record stays, and whose value each field keeps (issue 24 item 6). */
function MergeForm({
  entity,
  pair,
  onDone,
}: {
  entity: MergeEntity;
  pair: DuplicatePair;
  onDone: () => void;
}) {
  const navigate = useNavigate();
  const merge = useMergeRecords(entity);
  const [kept, setKept] = useState<Side>(() => defaultKept(pair));
  const [picks, setPicks] = useState<Record<string, Side>>(() => defaultPicks(entity, pair, kept));
  const chooseKept = (side: Side) => {
    setKept(side);
    setPicks(defaultPicks(entity, pair, side));
  };
  const fields = MERGE_FIELDS[entity];
  const submit = () => {
    const keptRecord = pair[kept];
    const other = pair[kept === 'a' ? 'b' : 'a'];
    const request = {
      otherId: other.id,
      fields: Object.fromEntries(fields.map((f) => [f, picks[f] === kept ? 'kept' : 'other'] as const)),
    };
    merge.mutate(
      { keptId: keptRecord.id, request },
      {
        onSuccess: () => {
          const name = picks.name && picks.name !== kept ? other.name : keptRecord.name;
          toast.success(C.merged(name));
          onDone();
          void navigate(`/${entity === 'company' ? 'companies' : 'contacts'}/${keptRecord.id}`);
        },
        onError: (error) => toast.error(errorMessageOf(error, C.failed)),
      },
    );
  };
  const sides: Side[] = ['a', 'b'];
  return (
    <>
      <div className="max-h-[60vh] overflow-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{C.dialogTitle(entity)}</caption>
          <thead>
            <tr>
              <th scope="col" className="p-2 text-left font-medium">
                {C.field}
              </th>
              {sides.map((side) => (
                <th key={side} scope="col" className="p-2 text-left font-medium">
                  <label className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="merge-kept"
                      className="size-4"
                      checked={kept === side}
                      onChange={() => chooseKept(side)}
                    />
                    <span>{C.keepLabel(pair[side].name)}</span>
                  </label>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => {
              const same = shown(field, pair.a.values[field]) === shown(field, pair.b.values[field]);
              return (
                <tr key={field}>
                  <th scope="row" className="border-t p-2 text-left align-top font-medium">
                    {C.fieldLabels[field] ?? field}
                  </th>
                  {same ? (
                    <td colSpan={2} className="border-t p-2 align-top text-muted-foreground">
                      {shown(field, pair.a.values[field]) ?? <span className="italic">{C.emptyValue}</span>}
                    </td>
                  ) : (
                    sides.map((side) => (
                      <ValueChoice
                        key={side}
                        field={field}
                        side={side}
                        record={pair[side]}
                        checked={picks[field] === side}
                        onPick={(s) => setPicks((p) => ({ ...p, [field]: s }))}
                      />
                    ))
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={merge.isPending}>
          {C.cancel}
        </Button>
        <Button onClick={submit} disabled={merge.isPending}>
          {merge.isPending ? C.merging : C.merge}
        </Button>
      </DialogFooter>
    </>
  );
}

export function MergeDialog({
  entity,
  pair,
  onClose,
}: {
  entity: MergeEntity;
  pair: DuplicatePair | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={pair !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{C.dialogTitle(entity)}</DialogTitle>
          <DialogDescription>{C.dialogDescription}</DialogDescription>
        </DialogHeader>
        {pair ? (
          <MergeForm key={`${pair.a.id}-${pair.b.id}`} entity={entity} pair={pair} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
