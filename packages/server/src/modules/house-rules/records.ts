import PDFDocument from 'pdfkit';

/** The rules every demo property's house-rules PDF lists. */
const DEMO_RULES = [
  'Quiet hours are from 10:00 PM to 7:00 AM. Please keep noise to a minimum.',
  'Visitors must be registered through the app and show their pass at the guardhouse.',
  'Park only in your allocated bay; visitor parking is limited to 24 hours.',
  'The swimming pool and gym are open from 7:00 AM to 10:00 PM; children must be supervised.',
  'Rubbish goes to the refuse chamber on each floor, bagged and tied.',
  'Renovations need the management office’s written approval and run 9:00 AM to 5:00 PM on weekdays.',
  'Pets must be leashed in common areas; owners clean up after them.',
  'Smoking is not allowed in lifts, lobbies or other enclosed common areas.',
];

/**
 * A demo property's house rules as a small real PDF (spec 002 §2), rendered from the property's
 * name; the seed names it `house-rules-{property id}.pdf` and it is drawn the first time it is
 * asked for (and kept in the uploads table), until an admin uploads the property's own.
 */
export function renderDemoHouseRules(propertyName: string): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 56, info: { Title: 'House Rules' } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font('Helvetica-Bold').fontSize(18).text(`${propertyName}: House Rules`);
  pdf.moveDown().font('Helvetica').fontSize(11);
  DEMO_RULES.forEach((rule, index) => pdf.text(`${index + 1}. ${rule}`, { paragraphGap: 6 }));
  pdf.moveDown().fontSize(9).text('Issued by the management office.');
  pdf.end();
  return done;
}

/** Whether a stored house-rules name is a seeded demo document (drawn on demand). */
export function isDemoHouseRules(name: string): boolean {
  return /^house-rules-\d{1,9}\.pdf$/.test(name);
}
