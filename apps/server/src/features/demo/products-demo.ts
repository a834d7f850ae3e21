import { gs1CheckDigit, type VatCode } from '@northdesk/shared';
import { productBarcodes, products } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { AppDeps } from '../../deps.ts';

/** [SKU, name, unit, cost, list price, VAT code, pack size of an outer case (0: none)] */
type DemoProduct = readonly [string, string, string, string, string, VatCode, number];

/** A wholesaler of packaging and warehouse supplies: ~40 products over every VAT code. */
const DEMO_PRODUCTS: readonly DemoProduct[] = [
  ['PAL-EUR-HT', 'Euro pallet 1200 × 800, heat treated', 'each', '8.40', '12.01', '20', 0],
  ['PAL-UK-STD', 'UK standard pallet 1200 × 1000', 'each', '9.10', '13.50', '20', 0],
  ['PAL-PLA-LT', 'Plastic pallet, lightweight nestable', 'each', '21.00', '34.99', '20', 0],
  ['BOX-S-KRAFT', 'Kraft box small 229 × 152 × 152', 'box of 25', '6.25', '9.95', '20', 8],
  ['BOX-M-KRAFT', 'Kraft box medium 305 × 229 × 229', 'box of 25', '8.75', '13.40', '20', 8],
  ['BOX-L-KRAFT', 'Kraft box large 457 × 305 × 305', 'box of 25', '12.10', '18.75', '20', 6],
  ['BOX-DW-XL', 'Double-wall box 610 × 457 × 457', 'box of 10', '14.60', '22.30', '20', 4],
  ['TAPE-PP-48', 'Polypropylene tape 48 mm × 66 m, clear', 'roll', '0.62', '1.19', '20', 36],
  ['TAPE-PP-48B', 'Polypropylene tape 48 mm × 66 m, brown', 'roll', '0.62', '1.19', '20', 36],
  ['TAPE-FRAG', 'Printed tape "FRAGILE" 48 mm × 66 m', 'roll', '1.05', '1.89', '20', 36],
  ['TAPE-PAPER', 'Gummed paper tape 70 mm × 200 m', 'roll', '3.20', '5.49', '20', 10],
  ['FILM-CAST-17', 'Stretch film cast 500 mm × 17 µm × 250 m', 'roll', '5.80', '8.99', '20', 6],
  ['FILM-BLOWN-23', 'Stretch film blown 500 mm × 23 µm × 300 m', 'roll', '7.90', '11.99', '20', 6],
  ['FILM-MINI', 'Mini stretch film 100 mm × 150 m', 'roll', '1.40', '2.45', '20', 24],
  ['BUB-500', 'Bubble wrap 500 mm × 100 m', 'roll', '7.30', '11.50', '20', 0],
  ['BUB-1500', 'Bubble wrap 1500 mm × 100 m', 'roll', '19.80', '29.95', '20', 0],
  ['VOID-PAPER', 'Void fill paper 5 kg roll', 'roll', '9.40', '14.99', '20', 0],
  ['CHIPS-15', 'Loose fill chips 15 cubic feet', 'bag', '8.10', '12.75', '20', 0],
  ['ENV-C4-WH', 'C4 envelopes white, self-seal', 'box of 250', '11.20', '17.49', '20', 4],
  ['ENV-MAIL-D', 'Padded mailers size D', 'box of 100', '10.60', '16.90', '20', 5],
  ['LBL-A4-21', 'Laser labels A4, 21 per sheet', 'box of 100 sheets', '5.30', '8.75', '20', 10],
  ['LBL-THERM-4X6', 'Thermal labels 100 × 150 mm', 'roll of 500', '4.10', '6.95', '20', 12],
  ['STRAP-PP-12', 'PP strapping 12 mm × 3000 m', 'coil', '17.20', '26.40', '20', 0],
  ['STRAP-SEAL', 'Metal seals for 12 mm strapping', 'box of 1000', '9.60', '15.20', '20', 0],
  ['STRAP-KIT', 'Strapping kit: dispenser, tensioner, sealer', 'each', '96.00', '149.00', '20', 0],
  ['GLV-NIT-L', 'Nitrile gloves, large', 'box of 100', '3.10', '5.25', '20', 10],
  ['HIVIS-VEST', 'Hi-vis vest EN ISO 20471, yellow', 'each', '1.15', '2.49', '20', 50],
  ['SHELF-BAY-5', 'Boltless shelving bay, 5 shelves', 'each', '58.00', '89.99', '20', 0],
  ['BIN-LIN-3', 'Linbin size 3, blue', 'each', '0.92', '1.65', '20', 24],
  ['TROLLEY-SACK', 'Sack truck 250 kg', 'each', '38.50', '64.00', '20', 0],
  ['PUMP-TRUCK', 'Pallet truck 2500 kg, 1150 mm forks', 'each', '182.00', '279.00', '20', 0],
  ['DOCK-BUMP', 'Dock bumper 500 × 250 × 100 mm', 'each', '27.00', '42.50', '20', 0],
  ['CAT-PRINT', 'Printed product catalogue 2027', 'each', '1.80', '3.50', '0', 0],
  ['MANUAL-PRINT', 'Printed safe-handling manual', 'each', '2.40', '4.95', '0', 0],
  ['SEAT-CHILD', "Child's car seat, group 1/2/3", 'each', '41.00', '69.00', '5', 0],
  ['MOB-WALKER', 'Mobility walking frame, folding', 'each', '18.90', '32.00', '5', 0],
  ['TRAIN-FLT', 'Forklift operator training (accredited)', 'course', '260.00', '395.00', 'exempt', 0],
  ['TRAIN-MH', 'Manual handling training (accredited)', 'course', '55.00', '89.00', 'exempt', 0],
  ['SVC-DELIV', 'Next-day pallet delivery', 'pallet', '38.00', '55.00', '20', 0],
  ['SVC-INSTALL', 'Racking installation, per bay', 'bay', '45.00', '75.00', '20', 0],
];

/** A valid EAN-13 under the made-up UK prefix 501234 (GS1 UK codes start 50). */
const ean13 = (n: number) => {
  const body = `501234${String(n).padStart(6, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
};
/** A valid ITF-14 for the outer case of the same item (packaging indicator 1). */
const itf14 = (ean: string) => {
  const body = `1${ean.slice(0, 12)}`;
  return `${body}${gs1CheckDigit(body)}`;
};

/** The demo catalogue (issue 21 item 9): ~40 products with EAN-13 codes and outer-case ITF-14s. */
export async function seedProductsDemo(deps: Pick<AppDeps, 'database'>, companyId: string): Promise<void> {
  await withTenant(deps.database.db, { companyId }, async (tx) => {
    const rows = await tx
      .insert(products)
      .values(
        DEMO_PRODUCTS.map(([sku, name, unit, costPrice, listPrice, vatCode]) => ({
          companyId,
          sku,
          name,
          unit,
          costPrice,
          listPrice,
          vatCode,
          // The last two are services and training: no barcode, and one is out of the range.
          archived: sku === 'MANUAL-PRINT',
        })),
      )
      .returning({ id: products.id, sku: products.sku });
    const barcodes = rows.flatMap((row, index) => {
      const item = DEMO_PRODUCTS[index];
      if (!item || item[0].startsWith('SVC-') || item[0].startsWith('TRAIN-')) return [];
      const code = ean13(index + 1);
      const unit = { companyId, productId: row.id, code, symbology: 'ean13', packQuantity: 1, position: 0 };
      const caseOf = item[6];
      return caseOf > 0
        ? [
            unit,
            {
              companyId,
              productId: row.id,
              code: itf14(code),
              symbology: 'itf14',
              packQuantity: caseOf,
              position: 1,
            },
          ]
        : [unit];
    });
    await tx.insert(productBarcodes).values(barcodes);
  });
}
