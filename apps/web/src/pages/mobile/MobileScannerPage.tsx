import { WAREHOUSE_COPY as C, WAREHOUSE_PHONE_COPY as P } from '@northdesk/shared';
import { useEffect, useState } from 'react';
import { MOBILE_COPY } from '@/modules/mobile/copy';
import { CenteredSpinner } from '@/modules/ui/components/CenteredSpinner';
import { ProductStockCard } from '@/modules/warehouse/components/ProductStockCard';
import { ScanEntry } from '@/modules/warehouse/components/ScanEntry';
import { useScanLookup } from '@/modules/warehouse/hooks/useScanLookup';
import { usePhoneWarehouses } from '@/modules/warehouse/receipt/useReceiptSession';

/**
 * /mobile-scanner (Stock Tracking): scan or type a code → the product's stock, Count and Move.
 * A location label scanned while a product is shown is where Move takes it ("move by scanning").
 */
export function MobileScannerPage() {
  const [scan, setScan] = useState({ code: '', n: 0 });
  const [productCode, setProductCode] = useState('');
  const lookup = useScanLookup(scan.code);
  const product = useScanLookup(productCode);
  const warehouses = usePhoneWarehouses();
  const locations = (warehouses.data?.warehouses ?? []).flatMap((w) => w.locations);
  const match = lookup.data?.match;
  useEffect(() => {
    if (match?.kind === 'product') setProductCode(scan.code);
  }, [match, scan.code]);
  const item = product.data?.match.kind === 'product' ? product.data.match.item : null;
  const destination = match?.kind === 'location' && item ? match.location : undefined;
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4 px-4 py-5">
      <header>
        <h1 className="font-semibold text-xl tracking-tight">{MOBILE_COPY.stockTracking}</h1>
        <p className="mt-1 text-muted-foreground text-sm">{MOBILE_COPY.stockTrackingDescription}</p>
      </header>
      <ScanEntry onScan={(code) => setScan((s) => ({ code, n: s.n + 1 }))} />
      {lookup.isFetching && !lookup.data ? <CenteredSpinner /> : null}
      {item ? (
        <ProductStockCard
          key={`${item.product.id}`}
          item={item}
          locations={locations}
          destination={destination}
        />
      ) : null}
      {match?.kind === 'location' && !item ? (
        <p role="status" className="text-sm">
          {P.scanner.locationFirst(match.location.code)}
        </p>
      ) : null}
      {match?.kind === 'none' ? (
        <p role="status" className="text-sm">
          {C.phone.nothingFound(scan.code)}
        </p>
      ) : null}
    </div>
  );
}
