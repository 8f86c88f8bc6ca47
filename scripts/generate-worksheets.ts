import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import PDFDocument from 'pdfkit';
import { realms } from '#content/realms.ts';
import { worksheetTemplates } from '#content/worksheets.ts';
import type { WorksheetBlock, WorksheetTemplate } from '#shared/content-types.ts';

/**
 * Writes the printable worksheets the library ships (content/worksheets/*.pdf)
 * from their text in content/worksheets.ts: `npm run worksheets:generate`.
 * The output is byte-for-byte reproducible, so a test can tell when a PDF no
 * longer matches its text.
 */

export const WORKSHEETS_DIR = fileURLToPath(new URL('../content/worksheets/', import.meta.url));

// A fixed date keeps the PDFs reproducible (pdfkit derives the file id from it).
const PRINTED_ON = new Date('2026-01-01T00:00:00Z');
const MARGIN = 54;
const colors = {
  ember: '#c2410c',
  emberDark: '#9a3412',
  ink: '#2a1a14',
  soft: '#6b5147',
  rule: '#cbb8ab',
  wash: '#fdf1e7',
};
const LINE_GAP = 20;

type Doc = PDFKit.PDFDocument;

const contentWidth = (doc: Doc) => doc.page.width - MARGIN * 2;
const bottomLimit = (doc: Doc) => doc.page.height - MARGIN - 24;

/** Starts a new page when `height` more points would run into the footer. */
function keepTogether(doc: Doc, height: number) {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

function blockHeight(block: WorksheetBlock): number {
  if (block.kind === 'lines') return 16 + block.lines * LINE_GAP + 8;
  if (block.kind === 'checklist') return block.items.length * 20 + 6;
  return 20 + block.rows * 30 + 10;
}

function drawLines(doc: Doc, block: Extract<WorksheetBlock, { kind: 'lines' }>) {
  doc.font('Helvetica').fontSize(10).fillColor(colors.ink).text(block.label, MARGIN, doc.y);
  let y = doc.y;
  for (let line = 0; line < block.lines; line += 1) {
    y += LINE_GAP;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + contentWidth(doc), y)
      .lineWidth(0.6)
      .strokeColor(colors.rule)
      .stroke();
  }
  doc.y = y + 10;
}

function drawChecklist(doc: Doc, block: Extract<WorksheetBlock, { kind: 'checklist' }>) {
  for (const item of block.items) {
    const y = doc.y + 0.5;
    doc.rect(MARGIN, y, 10, 10).lineWidth(0.9).strokeColor(colors.ember).stroke();
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(colors.ink)
      .text(item, MARGIN + 18, doc.y + 1, { width: contentWidth(doc) - 18 });
    doc.y += 7;
  }
  doc.y += 4;
}

function drawTable(doc: Doc, block: Extract<WorksheetBlock, { kind: 'table' }>) {
  const width = contentWidth(doc);
  // The first column (a day) is narrow; the rest share what is left.
  const firstWidth = 60;
  const otherWidth = (width - firstWidth) / (block.columns.length - 1);
  const xOf = (column: number) =>
    MARGIN + (column === 0 ? 0 : firstWidth + (column - 1) * otherWidth);
  const widthOf = (column: number) => (column === 0 ? firstWidth : otherWidth);
  const top = doc.y;
  const headerHeight = 20;
  const rowHeight = 30;
  doc.rect(MARGIN, top, width, headerHeight).fillColor(colors.wash).fill();
  block.columns.forEach((column, index) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(colors.emberDark)
      .text(column, xOf(index) + 5, top + 6, { width: widthOf(index) - 10, lineBreak: false });
  });
  const bottom = top + headerHeight + block.rows * rowHeight;
  doc.lineWidth(0.6).strokeColor(colors.rule);
  doc.rect(MARGIN, top, width, bottom - top).stroke();
  for (let row = 0; row <= block.rows; row += 1) {
    const y = top + headerHeight + row * rowHeight;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .stroke();
  }
  for (let column = 1; column < block.columns.length; column += 1) {
    doc.moveTo(xOf(column), top).lineTo(xOf(column), bottom).stroke();
  }
  doc.x = MARGIN;
  doc.y = bottom + 12;
}

function drawHeader(doc: Doc, template: WorksheetTemplate) {
  const realm = realms.find((candidate) => candidate.id === template.realmId)!;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(colors.ember)
    .text(`EMBERPATH  ·  REALM ${realm.id}: ${realm.title.toUpperCase()}`, MARGIN, MARGIN, {
      characterSpacing: 1.2,
    });
  doc.moveDown(0.3);
  doc.font('Times-Bold').fontSize(26).fillColor(colors.ink).text(template.title);
  const ruleY = doc.y + 4;
  doc
    .moveTo(MARGIN, ruleY)
    .lineTo(MARGIN + contentWidth(doc), ruleY)
    .lineWidth(2)
    .strokeColor(colors.ember)
    .stroke();
  doc.y = ruleY + 14;
  doc.font('Helvetica').fontSize(10).fillColor(colors.soft);
  const nameY = doc.y;
  doc.text('Name', MARGIN, nameY);
  doc.text('Date', MARGIN + contentWidth(doc) * 0.65, nameY);
  doc.lineWidth(0.6).strokeColor(colors.rule);
  doc
    .moveTo(MARGIN + 34, nameY + 11)
    .lineTo(MARGIN + contentWidth(doc) * 0.6, nameY + 11)
    .stroke();
  doc
    .moveTo(MARGIN + contentWidth(doc) * 0.65 + 30, nameY + 11)
    .lineTo(MARGIN + contentWidth(doc), nameY + 11)
    .stroke();
  doc.y = nameY + 26;
  doc
    .font('Helvetica')
    .fontSize(10.5)
    .fillColor(colors.ink)
    .text(template.intro, MARGIN, doc.y, { width: contentWidth(doc), lineGap: 2.5 });
  doc.moveDown(1);
}

function drawClosing(doc: Doc, closing: string) {
  keepTogether(doc, 44);
  doc.moveDown(0.5);
  const y = doc.y;
  const width = contentWidth(doc);
  doc
    .moveTo(MARGIN + width / 2 - 40, y)
    .lineTo(MARGIN + width / 2 + 40, y)
    .lineWidth(1)
    .strokeColor(colors.ember)
    .stroke();
  doc
    .font('Times-Italic')
    .fontSize(13)
    .fillColor(colors.emberDark)
    .text(closing, MARGIN, y + 12, { width, align: 'center' });
}

/** "Emberpath · {title} · Page n of m" on every page, once all pages exist. */
function drawFooters(doc: Doc, title: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise start a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(colors.soft)
      .text(
        `Emberpath  ·  ${title}  ·  Page ${index + 1} of ${count}`,
        MARGIN,
        doc.page.height - MARGIN + 10,
        { width: contentWidth(doc), align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottomMargin;
  }
}

export function renderWorksheet(template: WorksheetTemplate): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: template.title,
      Author: 'Emberpath',
      Subject: template.description,
      Creator: 'Emberpath',
      Producer: 'Emberpath',
      CreationDate: PRINTED_ON,
      ModDate: PRINTED_ON,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawHeader(doc, template);
  for (const section of template.sections) {
    // A section stays on one page when it can; its heading never sits alone at a page's foot.
    const sectionHeight = 34 + section.blocks.reduce((sum, block) => sum + blockHeight(block), 0);
    const fitsOnAPage = sectionHeight < bottomLimit(doc) - MARGIN;
    keepTogether(doc, fitsOnAPage ? sectionHeight : 34 + blockHeight(section.blocks[0]!));
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor(colors.emberDark)
      .text(section.heading, MARGIN, doc.y);
    if (section.guidance) {
      doc
        .font('Helvetica-Oblique')
        .fontSize(9.5)
        .fillColor(colors.soft)
        .text(section.guidance, { width: contentWidth(doc) });
    }
    doc.moveDown(0.4);
    section.blocks.forEach((block, index) => {
      if (index > 0) keepTogether(doc, blockHeight(block));
      if (block.kind === 'lines') drawLines(doc, block);
      else if (block.kind === 'checklist') drawChecklist(doc, block);
      else drawTable(doc, block);
    });
    doc.moveDown(0.6);
  }
  drawClosing(doc, template.closing);
  drawFooters(doc, template.title);
  doc.end();
  return done;
}

async function writeAll() {
  fs.mkdirSync(WORKSHEETS_DIR, { recursive: true });
  for (const template of worksheetTemplates) {
    const target = path.join(WORKSHEETS_DIR, template.fileName);
    fs.writeFileSync(target, await renderWorksheet(template));
    console.log(`wrote ${path.relative(process.cwd(), target)}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await writeAll();
