import { WAREHOUSE_COPY as C, warehouseResponseSchema } from '@northdesk/shared';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useWarehouseAction } from '../hooks/useWarehouseAction';

/** Add a warehouse: a code and a name; it comes with its dock and unknown and damaged areas. */
export function AddWarehouseDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useWarehouseAction({ schema: warehouseResponseSchema, success: C.saved });
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (open) {
      setCode('');
      setName('');
      setErrors({});
    }
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{C.addWarehouse}</DialogTitle>
          <DialogDescription>{C.noWarehousesDescription}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              { path: '/api/warehouse/warehouses', body: { code, name } },
              {
                onSuccess: () => onOpenChange(false),
                onError: (error) => setErrors(error instanceof ApiError ? { ...error.fields } : {}),
              },
            );
          }}
        >
          <FormField id="warehouse-code" label={C.warehouseCodeLabel} error={errors.code}>
            {(props) => <Input {...props} value={code} onChange={(e) => setCode(e.target.value)} />}
          </FormField>
          <FormField id="warehouse-name" label={C.warehouseNameLabel} error={errors.name}>
            {(props) => <Input {...props} value={name} onChange={(e) => setName(e.target.value)} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {C.cancel}
            </Button>
            <SubmitButton isPending={save.isPending}>{C.save}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
