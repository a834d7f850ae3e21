import { WAREHOUSE_COPY as C, type Location } from '@northdesk/shared';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** A warehouse's locations with the labels the phones scan. */
export function LocationsTable({ locations }: { locations: Location[] }) {
  return (
    <Table focusWhenScrolling>
      <TableHeader>
        <TableRow>
          <TableHead>{C.columnCode}</TableHead>
          <TableHead>{C.columnName}</TableHead>
          <TableHead>{C.columnKind}</TableHead>
          <TableHead>{C.columnBarcode}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {locations.map((location) => (
          <TableRow key={location.id} data-location-code={location.code}>
            <TableCell className="font-mono text-xs">{location.code}</TableCell>
            <TableCell>{location.name}</TableCell>
            <TableCell>{C.locationKinds[location.kind]}</TableCell>
            <TableCell className="font-mono text-muted-foreground text-xs">
              {location.barcode ?? '—'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
