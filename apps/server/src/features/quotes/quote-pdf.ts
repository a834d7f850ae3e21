import { createRequire } from 'node:module';
import { QUOTES_COPY as C, formatMoney, VAT_CODE_LABELS } from '@northdesk/shared';
import PDFDocument from 'pdfkit';
import type { QuoteDocument } from './quote-document.ts';

const require = createRequire(import.meta.url);
// DejaVu covers Latin, Greek and Cyrillic: a customer called Łódź Stal or Øresund A/S prints as typed.
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const PAGE_MARGIN = 50;
const MUTED = '#555555';
const RULE = '#cccccc';

/** Columns of the lines table: x offset from the left margin, width, alignment. */
const COLUMNS = [
  { key: 'description', title: 'Description', x: 0, width: 215, align: 'left' },
  { key: 'quantity', title: 'Qty', x: 215, width: 50, align: 'right' },
  { key: 'unitPrice', title: 'Unit price', x: 265, width: 70, align: 'right' },
  { key: 'discount', title: 'Disc.', x: 335, width: 45, align: 'right' },
  { key: 'vat', title: 'VAT', x: 380, width: 45, align: 'right' },
  { key: 'net', title: 'Net', x: 425, width: 70, align: 'right' },
] as const;

const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));

/** Logos PDFKit can embed (PNG, JPEG); anything else is left out rather than failing the PDF. */
function embeddableLogo(logo: Buffer | null): Buffer | null {
  if (!logo || logo.length < 4) return null;
  const png = logo[0] === 0x89 && logo[1] === 0x50 && logo[2] === 0x4e && logo[3] === 0x47;
  const jpeg = logo[0] === 0xff && logo[1] === 0xd8;
  return png || jpeg ? logo : null;
}

/**
 * The quote as a PDF, rendered on the server with PDFKit (no browser): the company's name, logo
 * and address, the customer, the lines, the VAT breakdown with the rounding rule, the totals, the
 * validity and the terms. A draft carries a "DRAFT" mark.
 */
export function renderQuotePdf(
  doc: QuoteDocument,
  options: { logo?: Buffer | null; draft?: boolean } = {},
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    info: {
      Title: `${C.pdfTitle} ${doc.number}`,
      Author: doc.seller.name,
      Subject: doc.title ?? '',
      CreationDate: new Date(doc.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('body', FONT_REGULAR);
  pdf.registerFont('bold', FONT_BOLD);

  const left = PAGE_MARGIN;
  const width = pdf.page.width - PAGE_MARGIN * 2;
  const bottom = () => pdf.page.height - PAGE_MARGIN - 30;

  // Header: logo and seller on the left, the document's title and facts on the right.
  const logo = embeddableLogo(options.logo ?? null);
  let y = PAGE_MARGIN;
  if (logo) {
    try {
      pdf.image(logo, left, y, { fit: [140, 50] });
      y += 58;
    } catch {
      // A damaged image: the quote goes out without it.
    }
  }
  pdf.font('bold').fontSize(13).fillColor('black').text(doc.seller.name, left, y, { width: 260 });
  pdf.font('body').fontSize(9).fillColor(MUTED);
  for (const line of doc.seller.address) pdf.text(line, { width: 260 });

  pdf
    .font('bold')
    .fontSize(20)
    .fillColor('black')
    .text(C.pdfTitle, left + 280, PAGE_MARGIN, {
      width: width - 280,
      align: 'right',
    });
  if (options.draft) {
    pdf
      .font('bold')
      .fontSize(12)
      .fillColor('#b91c1c')
      .text(C.pdfDraftMark, { width: width - 280, align: 'right' });
  }
  pdf.font('body').fontSize(9).fillColor('black');
  const facts: [string, string][] = [
    [C.pdfQuoteNumber, doc.number],
    [C.pdfDate, longDate(doc.issuedAt)],
    [C.pdfValidUntil, longDate(doc.validUntil)],
  ];
  if (doc.title) facts.push([C.pdfReference, doc.title]);
  for (const [label, value] of facts)
    pdf.text(`${label}: ${value}`, left + 280, pdf.y, { width: width - 280, align: 'right' });

  // Customer.
  y = Math.max(pdf.y, y + 60) + 20;
  pdf.font('bold').fontSize(10).fillColor('black').text(C.pdfCustomer, left, y);
  pdf.font('body').fontSize(10).text(doc.customer.name);
  pdf.fontSize(9).fillColor(MUTED);
  for (const line of doc.customer.address) pdf.text(line);
  if (doc.customer.contactName) pdf.text(`${C.pdfAttention}: ${doc.customer.contactName}`);
  if (doc.notes) {
    pdf.moveDown(1).fontSize(10).fillColor('black').text(doc.notes, left, pdf.y, { width });
  }

  // Lines.
  const drawHeader = () => {
    const top = pdf.y + 14;
    pdf.font('bold').fontSize(9).fillColor('black');
    for (const column of COLUMNS)
      pdf.text(column.title, left + column.x, top, { width: column.width, align: column.align });
    pdf
      .moveTo(left, top + 14)
      .lineTo(left + width, top + 14)
      .strokeColor(RULE)
      .stroke();
    pdf.y = top + 20;
  };
  drawHeader();
  pdf.font('body').fontSize(9);
  for (const line of doc.lines) {
    const description = line.sku ? `${line.description}\n${line.sku}` : line.description;
    const height = pdf.heightOfString(description, { width: COLUMNS[0].width }) + 6;
    if (pdf.y + height > bottom()) {
      pdf.addPage();
      pdf.y = PAGE_MARGIN;
      drawHeader();
      pdf.font('body').fontSize(9);
    }
    const top = pdf.y;
    const unit = line.unit ? ` ${line.unit}` : '';
    const cells: Record<(typeof COLUMNS)[number]['key'], string> = {
      description,
      quantity: `${line.quantity}${unit}`,
      unitPrice: formatMoney(line.unitPrice, doc.currency),
      discount: line.discountPercent === '0' ? '' : `${line.discountPercent}%`,
      vat: line.vatCode === 'exempt' ? 'Exempt' : `${line.vatRate}%`,
      net: formatMoney(line.net, doc.currency),
    };
    pdf.fillColor('black');
    for (const column of COLUMNS)
      pdf.text(cells[column.key], left + column.x, top, { width: column.width, align: column.align });
    pdf.y = top + height;
  }
  pdf
    .moveTo(left, pdf.y)
    .lineTo(left + width, pdf.y)
    .strokeColor(RULE)
    .stroke();

  // VAT breakdown and totals, kept together on one page.
  const totalsHeight = 60 + doc.totals.breakdown.length * 14 + 60;
  if (pdf.y + totalsHeight > bottom()) {
    pdf.addPage();
    pdf.y = PAGE_MARGIN;
  }
  const labelX = left + 255;
  const labelWidth = 170;
  const valueX = left + 425;
  const row = (label: string, value: string, bold = false) => {
    const top = pdf.y;
    pdf
      .font(bold ? 'bold' : 'body')
      .fontSize(bold ? 11 : 9)
      .fillColor('black');
    pdf.text(label, labelX, top, { width: labelWidth, align: 'right' });
    pdf.text(value, valueX, top, { width: 70, align: 'right' });
    pdf.y = top + (bold ? 18 : 14);
  };
  pdf.y += 10;
  row(C.netTotal, formatMoney(doc.totals.net, doc.currency));
  for (const rate of doc.totals.breakdown) {
    const label =
      rate.vatCode === 'exempt'
        ? `${VAT_CODE_LABELS.exempt} (net ${formatMoney(rate.net, doc.currency)})`
        : `${C.vatAt(`${rate.rate}%`)} on ${formatMoney(rate.net, doc.currency)}`;
    row(label, formatMoney(rate.vat, doc.currency));
  }
  row(C.vatTotal, formatMoney(doc.totals.vat, doc.currency));
  row(C.grossTotal, formatMoney(doc.totals.gross, doc.currency), true);
  pdf
    .font('body')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(doc.vatRule, left, pdf.y + 6, { width });

  // Terms and validity.
  if (doc.terms) {
    if (pdf.y + 60 > bottom()) {
      pdf.addPage();
      pdf.y = PAGE_MARGIN;
    }
    pdf.moveDown(1).font('bold').fontSize(9).fillColor('black').text(C.pdfTerms, left, pdf.y, { width });
    pdf.font('body').fontSize(8.5).fillColor(MUTED).text(doc.terms, { width });
  }

  // Page numbers, once every page exists.
  const range = pdf.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    pdf.switchToPage(range.start + i);
    // Writing below the bottom margin would start a new page: the footer sits in the margin.
    pdf.page.margins.bottom = 0;
    pdf
      .font('body')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${doc.number} · ${C.pdfPage(i + 1, range.count)}`, left, pdf.page.height - PAGE_MARGIN, {
        width,
        align: 'center',
        lineBreak: false,
      });
  }
  pdf.end();
  return done;
}
