import { WAREHOUSE_COPY as C } from '@northdesk/shared';
import { PlusIcon, WarehouseIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { EmptyState } from '@/modules/companies/components/EmptyState';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { CenteredSpinner } from '@/modules/ui/components/CenteredSpinner';
import { AddLocationDialog } from '@/modules/warehouse/components/AddLocationDialog';
import { AddWarehouseDialog } from '@/modules/warehouse/components/AddWarehouseDialog';
import { LocationsTable } from '@/modules/warehouse/components/LocationsTable';
import { useWarehouses } from '@/modules/warehouse/hooks/useWarehouses';

/** /warehouse/locations: each warehouse with its bins, docks and areas; add a warehouse or location. */
export function WarehouseLocationsPage() {
  const warehouses = useWarehouses();
  const { can } = useSectionAccess();
  const [adding, setAdding] = useState(false);
  const [addingTo, setAddingTo] = useState<{ id: string; name: string } | null>(null);
  const list = warehouses.data?.warehouses ?? [];
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader
        title={C.locationsTitle}
        description={C.locationsDescription}
        actions={
          can('inventory', 'create') ? (
            <Button onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden="true" />
              {C.addWarehouse}
            </Button>
          ) : null
        }
      />
      {warehouses.isPending ? <CenteredSpinner /> : null}
      {!warehouses.isPending && list.length === 0 ? (
        <Card>
          <EmptyState
            icon={WarehouseIcon}
            title={C.noWarehousesTitle}
            description={C.noWarehousesDescription}
          />
        </Card>
      ) : null}
      {list.map((warehouse) => (
        <Card key={warehouse.id} className="py-0" data-warehouse={warehouse.code}>
          <CardHeader className="flex flex-row items-center justify-between pt-4">
            <CardTitle>
              <h2>
                {warehouse.name}{' '}
                <span className="font-mono text-muted-foreground text-sm">{warehouse.code}</span>
              </h2>
            </CardTitle>
            {can('inventory', 'create') ? (
              <Button variant="outline" size="sm" onClick={() => setAddingTo(warehouse)}>
                <PlusIcon aria-hidden="true" />
                {C.addLocation}
              </Button>
            ) : null}
          </CardHeader>
          <CardContent className="p-0">
            <LocationsTable locations={warehouse.locations} />
          </CardContent>
        </Card>
      ))}
      <AddWarehouseDialog open={adding} onOpenChange={setAdding} />
      <AddLocationDialog
        warehouse={addingTo}
        onOpenChange={(open) => (open ? undefined : setAddingTo(null))}
      />
    </PageContainer>
  );
}
