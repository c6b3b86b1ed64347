/**
 * The text of a typical return's pages, as pdf.js reads a tax program's PDF: a joint 1040 with its 8879, a
 * 1040-V and two 1040-ES vouchers, an S corporation's 8879-S, and a California return mailed on paper with
 * its FTB 8879 and a New York voucher. Used by the classifier's tests and, drawn into PDFs, by the server's.
 */
export const SAMPLE_RETURN_PAGES: readonly string[] = [
  'Form 1040 Department of the Treasury U.S. Individual Income Tax Return 2025 Filing Status Married filing jointly Your first name Tara Jones Spouse first name Liam Jones',
  'Form 1040 (2025) Page 2 Sign Here Under penalties of perjury Your signature Date Spouse’s signature. If a joint return, both must sign. Paid Preparer Use Only',
  "Form 8879 IRS e-file Signature Authorization Department of the Treasury 2025 Taxpayer's name: Tara Jones Social security number Spouse's name: Liam Jones Spouse's social security number Part II Taxpayer's PIN Your signature Spouse's signature",
  'Form 1040-V Department of the Treasury Payment Voucher 2025 Do not staple or attach this voucher to your payment or return. Amount you are paying by check or money order $ 1,234.56 Due April 15, 2026',
  'Form 1040-ES Department of the Treasury 2026 Estimated Tax Payment Voucher 1 Calendar year Due April 15, 2026 Amount of estimated tax you are paying by check or money order. $ 500.00',
  'Form 1040-ES 2026 Estimated Tax Payment Voucher 2 Calendar year Due June 15, 2026 Amount of estimated tax you are paying by check or money order. $ 500.00',
  'Form 8879-S IRS e-file Signature Authorization for Form 1120-S 2025 Name of corporation Jones Design Inc Part III Declaration of Officer Signature of officer Date Title',
  'Form 540 California Resident Income Tax Return 2025 Mail this return to: Franchise Tax Board PO Box 942840 Sacramento CA 94240-0001',
  "California e-file Signature Authorization for Individuals FTB 8879 2025 Taxpayer's name: Tara Jones SSN Spouse's name: Liam Jones Spouse's SSN Taxpayer's signature Spouse's signature",
  'New York State Department of Taxation and Finance Payment Voucher for Income Tax Returns IT-201-V Amount enclosed $ 300.00 Due April 15, 2026',
  'Form 1040 Schedule 1 Additional Income and Adjustments to Income 2025',
];
