import { WAREHOUSE_COPY as C } from '@northdesk/shared';
import { useParams } from 'react-router';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { CenteredSpinner } from '@/modules/ui/components/CenteredSpinner';
import { ReceiptDetail } from '@/modules/warehouse/components/ReceiptDetail';
import { receiptName } from '@/modules/warehouse/components/ReceiptsTable';
import { useReceipt } from '@/modules/warehouse/hooks/useReceipt';

/** /warehouse/receipts/:id: a receipt's lines, discrepancies and photos. */
export function ReceiptDetailPage() {
  const { id = '' } = useParams();
  const receipt = useReceipt(id);
  const data = receipt.data?.receipt;
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader title={data ? C.receiptTitle(receiptName(data)) : C.receiptsTitle} showBack />
      {receipt.isPending ? <CenteredSpinner /> : null}
      {receipt.isError ? <p>{C.receiptNotFoundTitle}</p> : null}
      {data ? <ReceiptDetail receipt={data} /> : null}
    </PageContainer>
  );
}
