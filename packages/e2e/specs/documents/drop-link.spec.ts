import { deflateSync } from 'node:zlib';
import { expect, test } from '../../fixtures/test.ts';
import { demo, expectStaffPortal, signInWithPassword } from '../../fixtures/sign-in.ts';

// The demo firm has drop links on (drop_link_enabled defaults to true and the seed leaves it so).
const LINK_NAME = 'Year-end documents';

/** A one-page PDF with a correct cross-reference table. */
function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 12 Tf 20 50 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}
/** A real 2x2 RGB PNG. */
function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a partner shares a drop link, a visitor uploads through it, and the partner sees it', async ({
  page,
  browser,
  baseURL,
  axe,
}) => {
  await page.goto('/');
  await signInWithPassword(page, demo.partner);
  await expectStaffPortal(page);
  await page.getByRole('link', { name: 'Drop Link', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Drop Links' })).toBeVisible();
  await axe(page);

  await page.getByRole('button', { name: 'Create Drop Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Drop Link' });
  const create = dialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(LINK_NAME);
  await dialog.getByRole('combobox', { name: /Firm users to notify/ }).click();
  await page.getByRole('option', { name: 'Paula Partner' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Custom instruction' }).fill('Please send your W-2 and 1099 forms.');
  await axe(page);
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByText('Drop link created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The copy button writes the visitor's address to the clipboard; catch it there.
  await page.evaluate(() => {
    navigator.clipboard.writeText = async (text: string) => {
      (window as unknown as { copied: string }).copied = text;
    };
  });
  await page.getByRole('button', { name: `Copy link of ${LINK_NAME}` }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  const url = await page.evaluate(() => (window as unknown as { copied: string }).copied);
  expect(new URL(url).pathname).toBe('/drop-link');

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Demo Tax & Accounting' })).toBeVisible();
  await expect(visitor.getByText(LINK_NAME)).toBeVisible();
  await expect(visitor.getByText('Please send your W-2 and 1099 forms.')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await axe(visitor);
  await visitor.getByRole('textbox', { name: /^First name/ }).fill('Vera');
  await visitor.getByRole('textbox', { name: /^Last name/ }).fill('Visitor');
  await visitor.getByRole('textbox', { name: /^Email/ }).fill('vera@example.com');
  await visitor.getByRole('textbox', { name: /^Phone/ }).fill('5551234567');
  await visitor.getByRole('textbox', { name: 'Description' }).fill('My 2025 forms');
  await visitor.getByLabel('Files to upload').setInputFiles([
    { name: 'w2.pdf', mimeType: 'application/pdf', buffer: tinyPdf('W-2') },
    { name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() },
  ]);
  await expect(visitor.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveCount(2);
  await visitor.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(visitor.getByRole('heading', { name: 'Upload successful' })).toBeVisible();
  await expect(visitor.getByText('2 files were sent to the firm.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Upload more' })).toBeVisible();
  await visitorContext.close();

  // The upload notifies the partner over the realtime socket: the badge appears without a reload.
  await expect(page.getByRole('link', { name: 'Drop Link (1 unseen)' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(LINK_NAME) });
  await expect(row.getByLabel('1 unseen')).toBeVisible();

  await row.getByRole('button', { name: `Uploads of ${LINK_NAME}` }).click();
  await expect(page).toHaveURL(/\/admin-drop-links\?dropLinkId=\d+/);
  const uploads = page.getByRole('dialog', { name: `Uploads: ${LINK_NAME}` });
  const upload = uploads.getByRole('button', { name: /Vera Visitor/ });
  await expect(upload.getByText('Unseen')).toBeVisible();
  await upload.click();
  await expect(uploads.getByText('vera@example.com')).toBeVisible();
  await expect(uploads.getByText('My 2025 forms')).toBeVisible();
  await expect(uploads.getByText(/^w2\.pdf/)).toBeVisible();
  await expect(uploads.getByText(/^receipt\.png/)).toBeVisible();
  await expect(upload.getByText('Seen', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Drop Link', exact: true })).toBeVisible();
  await axe(page);

  const download = page.waitForEvent('download');
  await uploads.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Vera-Visitor-\d{4}-\d{2}-\d{2}\.zip$/);
});
