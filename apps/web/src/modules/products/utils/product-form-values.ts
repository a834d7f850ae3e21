import type { Product, ProductInput, VatCode } from '@northdesk/shared';

/** The product form's values: text fields as typed; the server checks and normalises them. */
export type ProductFormValues = {
  sku: string;
  name: string;
  description: string;
  unit: string;
  costPrice: string;
  listPrice: string;
  vatCode: VatCode;
  barcodes: {
    code: string;
    symbology: NonNullable<ProductInput['barcodes']>[number]['symbology'];
    packQuantity: string;
  }[];
};

export function emptyProductForm(vatCode: VatCode = '20'): ProductFormValues {
  return {
    sku: '',
    name: '',
    description: '',
    unit: 'each',
    costPrice: '',
    listPrice: '',
    vatCode,
    barcodes: [],
  };
}

export function productToForm(product: Product): ProductFormValues {
  return {
    sku: product.sku,
    name: product.name,
    description: product.description ?? '',
    unit: product.unit,
    costPrice: product.costPrice ?? '',
    listPrice: product.listPrice,
    vatCode: product.vatCode,
    barcodes: product.barcodes.map((b) => ({
      code: b.code,
      symbology: b.symbology,
      packQuantity: String(b.packQuantity),
    })),
  };
}

export function formToInput(values: ProductFormValues): ProductInput {
  return {
    sku: values.sku,
    name: values.name,
    description: values.description || null,
    unit: values.unit,
    costPrice: values.costPrice.trim() || null,
    listPrice: values.listPrice.trim(),
    vatCode: values.vatCode,
    barcodes: values.barcodes.map((b) => ({
      code: b.code,
      symbology: b.symbology,
      packQuantity: b.packQuantity,
    })),
  };
}
