import { WAREHOUSE_COPY } from '@northdesk/shared';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { MobileHomeTiles } from '@/modules/mobile/components/MobileHomeTiles';
import { MOBILE_COPY } from '@/modules/mobile/copy';
import { MobileCrmLookup } from '@/modules/mobile/lookup/MobileCrmLookup';
import { useOutbox } from '@/modules/warehouse/hooks/useOutbox';
import { useWarehouseSummary } from '@/modules/warehouse/hooks/useWarehouseSummary';

const T = WAREHOUSE_COPY.phone;

/** /mobile-home: the customer lookup for sales on the road, and a tile per mobile screen. */
export function MobileHomePage() {
  const { user } = useCurrentUser();
  const firstName = user?.fullName?.split(' ')[0];
  const { can } = useSectionAccess();
  const inventory = can('inventory', 'read');
  const summary = useWarehouseSummary(inventory).data;
  const outbox = useOutbox();
  // Changes and photos waiting are the phone's own: known without the network.
  const figures: Record<string, string> = {
    ...(inventory
      ? {
          '/mobile-scanner': T.tilePending(outbox.ops.length),
          '/mobile-photos': T.tilePhotos(outbox.photos),
        }
      : {}),
    ...(summary
      ? {
          '/mobile-receipt': T.tileExpected(summary.expectedToday) + T.tileOpenReceipts(summary.openReceipts),
          '/mobile-unknown': T.tileUnknown(summary.unknownOpen),
        }
      : {}),
  };

  return (
    <div className="mx-auto grid w-full max-w-xl gap-5 px-4 py-5">
      <header>
        <h1 className="font-semibold text-xl tracking-tight">
          {firstName ? MOBILE_COPY.homeGreeting(firstName) : MOBILE_COPY.homeTitle}
        </h1>
        <p className="mt-1 text-muted-foreground text-sm">{MOBILE_COPY.homeDescription}</p>
      </header>
      {/* Sales on the road (issue 18 item 9): find a customer, call, mail, log the call. */}
      <MobileCrmLookup />
      <MobileHomeTiles figures={figures} />
    </div>
  );
}
